"""The admin's user pages, with an e-mail address that no other account has."""

from __future__ import annotations

from django.contrib import admin
from django.contrib.auth.admin import UserAdmin
from django.contrib.auth.models import User

from zxdecks.web.forms import AdminUserChangeForm

admin.site.unregister(User)


@admin.register(User)
class SiteUserAdmin(UserAdmin[User]):
    """Django's user admin; the change form refuses an address another account has."""

    form = AdminUserChangeForm
