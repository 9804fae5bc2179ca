// Written once by `layoutc scaffold` from Specs/Contacts.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Contacts+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The app's side of the Contacts layout: the screens the spec leaves to the app, and its data.
/// `ContactsApp` shows the layout with one (`WindowGroup { Contacts.RootView(screens:) }`). Keep your data
/// here. Make the class `@Observable` (iOS 17) or, to run on iOS 16, an `ObservableObject`
/// with `@Published` data, which `RootView` observes, so the lists refresh when its data changes.
@MainActor
final class ContactsScreenViews: Contacts.ScreenViews {
    func contactListRows(for selection: Contacts.Selection?) -> [Contacts.Contact] {
        // Replace with your data for `selection`.
        [
            Contacts.Contact(id: "contactList-1", title: "Contacts 1"),
            Contacts.Contact(id: "contactList-2", title: "Contacts 2"),
            Contacts.Contact(id: "contactList-3", title: "Contacts 3"),
        ]
    }

    func contactList(
        perform action: Contacts.ContactListSwipeAction,
        on row: Contacts.Contact,
        for selection: Contacts.Selection?
    ) {
        // Do what `action` means for `row`; change the data behind the list to update it.
    }

    func contactList(didTap item: Contacts.ContactListToolbarItem) {
        switch item {
        case .sort:
            break // What this button does.
        case .newContact:
            break // What this button does.
        }
    }

    func contactCard(didTap item: Contacts.ContactCardToolbarItem) {
        switch item {
        case .edit:
            break // What this button does.
        }
    }

    func linkedContactsRows(for selection: Contacts.Selection?) -> [Contacts.LinkedCard] {
        // Replace with your data for `selection`.
        [
            Contacts.LinkedCard(id: "linkedContacts-1", title: "Linked Contacts 1"),
            Contacts.LinkedCard(id: "linkedContacts-2", title: "Linked Contacts 2"),
            Contacts.LinkedCard(id: "linkedContacts-3", title: "Linked Contacts 3"),
        ]
    }

    func linkedContacts(
        perform action: Contacts.LinkedContactsSwipeAction,
        on row: Contacts.LinkedCard,
        for selection: Contacts.Selection?
    ) {
        // Do what `action` means for `row`; change the data behind the list to update it.
    }

    func didSelect(_ selection: Contacts.Selection) {
        switch selection {
        case .contactCard:
            // These rows of ContactCard have no destination in the spec: message, call, faceTime, mail, shareContact.
            break
        default:
            break // The other rows open what the spec says.
        }
    }
}
