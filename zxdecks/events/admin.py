"""The admin's organizer requests (主催者申請): approve or decline them, which tells each user by e-mail."""

from __future__ import annotations

from django.contrib import admin, messages
from django.contrib.auth.models import User
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from zxdecks.events.models import OrganizerRequest
from zxdecks.events.services import organizer_requests_decide


@admin.register(OrganizerRequest)
class OrganizerRequestAdmin(admin.ModelAdmin[OrganizerRequest]):
    list_display = ["user", "status", "created_at", "message", "decided_at", "decided_by"]
    list_filter = ["status"]
    search_fields = ["user__username", "user__email", "message"]
    readonly_fields = ["user", "message", "status", "created_at", "decided_at", "decided_by"]
    actions = ["approve", "decline"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # users ask on the site; an admin grants the permission directly on the user otherwise

    @admin.action(description=_("Approve: the users may organize events"), permissions=["change"])
    def approve(self, request: HttpRequest, queryset: QuerySet[OrganizerRequest]) -> None:
        self._decide(request, queryset, approve=True)

    @admin.action(description=_("Decline the selected requests"), permissions=["change"])
    def decline(self, request: HttpRequest, queryset: QuerySet[OrganizerRequest]) -> None:
        self._decide(request, queryset, approve=False)

    def _decide(self, request: HttpRequest, queryset: QuerySet[OrganizerRequest], *, approve: bool) -> None:
        assert isinstance(request.user, User)
        count = organizer_requests_decide(requests=list(queryset), approve=approve, by=request.user)
        self.message_user(
            request,
            ngettext("%(count)d request decided.", "%(count)d requests decided.", count) % {"count": count},
            messages.SUCCESS if count else messages.WARNING,
        )
