"""Admin pages for the card database, searchable by number, name and reading."""

from __future__ import annotations

from typing import Any, TypeVar

from django.contrib import admin
from django.db import models, transaction
from django.http import HttpRequest, HttpResponse

from cards.catalog import catalog_changes
from cards.image_files import make_thumbnail
from cards.models import AppendixAName, Card, CardName, Pack, RegulationEntry
from cards.services import catalog_edited
from cards.tasks import build_bulk_file
from zxdecks.tasks.retry import enqueue_on_commit

M = TypeVar("M", bound=models.Model)


class CatalogAdmin(admin.ModelAdmin[M]):
    """Admin pages that write card data: one save (with its inlines), delete or bulk action moves the card data
    version once, and the new bulk file is written by a background task."""

    def changeform_view(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        return self._batched(super().changeform_view, request, *args, **kwargs)

    def delete_view(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        return self._batched(super().delete_view, request, *args, **kwargs)

    def changelist_view(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        return self._batched(super().changelist_view, request, *args, **kwargs)

    @staticmethod
    def _batched(view: Any, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        with catalog_changes() as batch:
            response: HttpResponse = view(request, *args, **kwargs)
        if batch.changed:
            # A worker writes the new file (cards.tasks), at the batch priority; requests serve the old one meanwhile.
            enqueue_on_commit(build_bulk_file)
            transaction.on_commit(lambda: catalog_edited.send(sender=CatalogAdmin))
        return response


class CardNameInline(admin.TabularInline[CardName, Card]):
    model = CardName
    extra = 0
    fields = ("name", "kind", "key")
    readonly_fields = ("key",)


@admin.register(Card)
class CardAdmin(CatalogAdmin[Card]):
    list_display = ("collector_number", "name", "card_type", "cost", "power", "rarity", "pack")
    list_filter = ("card_type", "is_red", "is_blue", "is_white", "is_black", "is_green", "rarity", "pack")
    search_fields = ("collector_number", "name", "reading", "card_names__name", "same_card_as")
    inlines = [CardNameInline]
    list_select_related = ("pack",)
    readonly_fields = ("thumbnail", "updated_at")

    def save_model(self, request: HttpRequest, obj: Card, form: Any, change: bool) -> None:
        if "image" in form.changed_data:
            if obj.image:
                obj.thumbnail.save(f"{obj.collector_number}.webp", make_thumbnail(obj.image.file), save=False)
            else:
                obj.thumbnail = None
        super().save_model(request, obj, form, change)

    def save_related(self, request: HttpRequest, form: Any, formsets: Any, change: bool) -> None:
        super().save_related(request, form, formsets, change)
        form.instance.refresh_name_keys()  # the search ranks names from the card row


@admin.register(Pack)
class PackAdmin(CatalogAdmin[Pack]):
    list_display = ("code", "name", "release_date", "series")
    search_fields = ("code", "name")


@admin.register(RegulationEntry)
class RegulationEntryAdmin(CatalogAdmin[RegulationEntry]):
    list_display = ("card_name", "status", "effective_date", "date_assumed", "from_import")
    list_filter = ("status", "date_assumed", "from_import")
    search_fields = ("card_name",)
    date_hierarchy = "effective_date"

    def save_model(self, request: HttpRequest, obj: RegulationEntry, form: Any, change: bool) -> None:
        # A date set by hand is the real one: no longer assumed, and kept when the card list is imported again.
        if "effective_date" in form.changed_data:
            obj.date_assumed = False
            obj.from_import = False
        super().save_model(request, obj, form, change)


@admin.register(AppendixAName)
class AppendixANameAdmin(CatalogAdmin[AppendixAName]):
    list_display = ("position", "collector_number", "card_name")
    search_fields = ("collector_number", "card_name")
