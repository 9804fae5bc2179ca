// Written once by `layoutc scaffold` from Specs/Contacts.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Contacts+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The app's side of the Contacts layout: the screens the spec leaves to the app, and its data.
@MainActor
final class ContactsScreens: Contacts.Screens {
    /// Set by the scene delegate; shows the spec's transient UI (`layout?.sortMenu.attach(_:to:)`).
    weak var layout: Contacts.Layout?

    func loadContactList(_ list: Contacts.ContactListViewController, for selection: Contacts.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Contacts.Contact(id: "contactList-1", title: "Contacts 1"),
            Contacts.Contact(id: "contactList-2", title: "Contacts 2"),
            Contacts.Contact(id: "contactList-3", title: "Contacts 3"),
        ])
    }

    func contactList(
        _ list: Contacts.ContactListViewController,
        perform action: Contacts.ContactListSwipeAction,
        on row: Contacts.Contact,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        if action.isDestructive {
            // To ask first, present an alert here and call `completion` from its buttons.
            list.apply(list.rows.filter { $0.id != row.id })
            completion(true)
            return
        }
        // Do what `action` means for `row`; call `completion(true)` once it is done, or
        // `completion(false)` to just close the row.
        completion(false)
    }

    func contactList(_ list: Contacts.ContactListViewController, didTap item: Contacts.ContactListToolbarItem) {
        switch item {
        case .sort:
            break // What this button does.
        case .newContact:
            break // What this button does.
        }
    }

    func contactCard(_ list: Contacts.ContactCardViewController, didTap item: Contacts.ContactCardToolbarItem) {
        switch item {
        case .edit:
            break // What this button does.
        }
    }

    func loadLinkedContacts(_ list: Contacts.LinkedContactsViewController, for selection: Contacts.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Contacts.LinkedCard(id: "linkedContacts-1", title: "Linked Contacts 1"),
            Contacts.LinkedCard(id: "linkedContacts-2", title: "Linked Contacts 2"),
            Contacts.LinkedCard(id: "linkedContacts-3", title: "Linked Contacts 3"),
        ])
    }

    func linkedContacts(
        _ list: Contacts.LinkedContactsViewController,
        perform action: Contacts.LinkedContactsSwipeAction,
        on row: Contacts.LinkedCard,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        if action.isDestructive {
            // To ask first, present an alert here and call `completion` from its buttons.
            list.apply(list.rows.filter { $0.id != row.id })
            completion(true)
            return
        }
        // Do what `action` means for `row`; call `completion(true)` once it is done, or
        // `completion(false)` to just close the row.
        completion(false)
    }

    func didSelect(_ selection: Contacts.Selection, in list: UIViewController) {
        switch selection {
        case .contactCard:
            // These rows of ContactCard have no destination in the spec: message, call, faceTime, mail, shareContact.
            break
        default:
            break // The other rows open what the spec says.
        }
    }
}
