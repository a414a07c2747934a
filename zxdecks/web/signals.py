"""The API token follows the password: whatever changes a user's password (any view, the admin, a command, code),
the user's token is replaced, so a token obtained with the old password stops working."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import User

from zxdecks.web.services import token_rotate

CHANGED = "_zxdecks_password_changed"


def on_user_pre_save(sender: type[User], instance: User, update_fields: Any = None, **kwargs: Any) -> None:
    """pre_save of User: note whether this save stores a new password hash that is a new password."""
    setattr(instance, CHANGED, False)
    if instance.pk is None or (update_fields is not None and "password" not in update_fields):
        return
    stored = User.objects.filter(pk=instance.pk).values_list("password", flat=True).first()
    if stored is None or stored == instance.password:
        return
    # check_password() re-hashes with the preferred hasher and saves only the password, clearing the raw password
    # set_password() kept: the same password in a new hash, not a change.
    upgrade = getattr(instance, "_password", None) is None and set(update_fields or ()) == {"password"}
    setattr(instance, CHANGED, not upgrade)


def on_user_post_save(sender: type[User], instance: User, created: bool = False, **kwargs: Any) -> None:
    """post_save of User: replace the token of a user whose password this save changed."""
    if getattr(instance, CHANGED, False):
        setattr(instance, CHANGED, False)
        token_rotate(user=instance)
