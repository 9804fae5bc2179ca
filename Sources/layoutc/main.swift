print("layoutc")
