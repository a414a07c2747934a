"""Admin pages for the card database, searchable by number, name and reading."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.http import HttpRequest

from cards.images import make_thumbnail
from cards.models import AppendixAName, Card, CardName, Pack, RegulationEntry


class CardNameInline(admin.TabularInline[CardName, Card]):
    model = CardName
    extra = 0
    fields = ("name", "kind", "key")
    readonly_fields = ("key",)


@admin.register(Card)
class CardAdmin(admin.ModelAdmin[Card]):
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


@admin.register(Pack)
class PackAdmin(admin.ModelAdmin[Pack]):
    list_display = ("code", "name", "release_date", "series")
    search_fields = ("code", "name")


@admin.register(RegulationEntry)
class RegulationEntryAdmin(admin.ModelAdmin[RegulationEntry]):
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
class AppendixANameAdmin(admin.ModelAdmin[AppendixAName]):
    list_display = ("position", "collector_number", "card_name")
    search_fields = ("collector_number", "card_name")
