# make install / make uninstall, as XcodeGen and SwiftLint do. The binary installed is the
# self-contained one Scripts/make-artifactbundle.sh builds (Swift runtime and libyaml linked
# statically), so it keeps working after a toolchain update or without libyaml installed.
#
#   make install                      # into /usr/local (may need sudo)
#   make install PREFIX=$HOME/.local  # anywhere; DESTDIR is honoured for packagers
#   make uninstall PREFIX=...         # removes exactly what install put there

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
BASH_COMPLETIONS ?= $(DATADIR)/bash-completion/completions/layoutc
ZSH_COMPLETIONS ?= $(DATADIR)/zsh/site-functions/_layoutc
FISH_COMPLETIONS ?= $(DATADIR)/fish/vendor_completions.d/layoutc.fish
BUILT = .build/artifacts/built-binary-path

.PHONY: all build install uninstall bundle clean

all: build

# Builds the self-contained binary and the artifact bundle; remembers the binary's path.
build:
	@mkdir -p .build/artifacts
	bash Scripts/make-artifactbundle.sh > $(BUILT).tmp && mv $(BUILT).tmp $(BUILT)

bundle: build

install: build
	@binary=$$(tail -1 $(BUILT)); \
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(dir $(BASH_COMPLETIONS))" \
		"$(DESTDIR)$(dir $(ZSH_COMPLETIONS))" "$(DESTDIR)$(dir $(FISH_COMPLETIONS))" && \
	install -m 755 "$$binary" "$(DESTDIR)$(BINDIR)/layoutc" && \
	"$$binary" --generate-completion-script bash > "$(DESTDIR)$(BASH_COMPLETIONS)" && \
	"$$binary" --generate-completion-script zsh > "$(DESTDIR)$(ZSH_COMPLETIONS)" && \
	"$$binary" --generate-completion-script fish > "$(DESTDIR)$(FISH_COMPLETIONS)" && \
	echo "installed $(DESTDIR)$(BINDIR)/layoutc ($$("$$binary" --version)) and its bash, zsh and fish completions"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/layoutc" "$(DESTDIR)$(BASH_COMPLETIONS)" \
		"$(DESTDIR)$(ZSH_COMPLETIONS)" "$(DESTDIR)$(FISH_COMPLETIONS)"

clean:
	rm -rf .build/artifacts .build/static-libs
