"""The card database: every parameter of rules 200–216, card names as identity, regulation history."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.db import models
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from cards.image_files import validate_card_image
from cards.normalize import fold
from zxdecks.rules.cards import CardType, Color, Icon, ObPart, RegulationStatus, name_key


def _choices(enum_cls: Any) -> list[tuple[str, str]]:
    return [(member.value, member.value) for member in enum_cls]


# The games a card belongs to: Z/X, or its sibling Dimension Zero (D0 cards share the table).
CARD_GAMES = [("zx", "Z/X"), ("d0", _("Dimension Zero"))]

ICON_LABELS = {
    Icon.IGNITION: pgettext_lazy("icon", "Ignition"),
    Icon.EVOLSEED: pgettext_lazy("icon", "Evolseed"),
    Icon.DREAM_KEY: pgettext_lazy("icon", "Dream Key"),
    Icon.MELODY: pgettext_lazy("icon", "Melody"),
    Icon.MEMORIAL_PIECE: pgettext_lazy("icon", "Memorial Piece"),
    Icon.STAR_PIECE: pgettext_lazy("icon", "Star Piece"),
    Icon.RESEARCH_RECORD: pgettext_lazy("icon", "Research Record"),
    Icon.BLOCK: pgettext_lazy("icon", "Block"),
    Icon.FOCUS: pgettext_lazy("icon", "Focus"),
    Icon.PLUS: pgettext_lazy("icon", "Plus"),
}


class Pack(models.Model):
    """A product (booster, starter, promo series) identified by the prefix of its collector numbers."""

    code = models.CharField(_("code"), max_length=16, unique=True)
    name = models.CharField(_("name"), max_length=200, blank=True)
    release_date = models.DateField(_("release date"), null=True, blank=True)
    series = models.CharField(_("series"), max_length=100, blank=True)

    class Meta:
        ordering = ["code"]
        verbose_name = _("pack")
        verbose_name_plural = _("packs")

    def __str__(self) -> str:
        return f"{self.code} {self.name}".strip()


class Card(models.Model):
    """One printing, identified by its collector number (215.1)."""

    TYPE_CHOICES = _choices(CardType)
    OB_PART_CHOICES = _choices(ObPart)
    # Fields no import record holds: saving only these keeps source_hash.
    NOT_FROM_RECORD = frozenset(
        {
            "image",
            "thumbnail",
            "image_width",
            "image_height",
            "thumbnail_width",
            "thumbnail_height",
            "same_card_key",
            "updated_at",
            "source_hash",
        }
    )

    collector_number = models.CharField(_("collector number"), max_length=24, unique=True)
    name = models.CharField(_("card name"), max_length=200, db_index=True)
    reading = models.CharField(_("reading"), max_length=200, blank=True)
    card_type = models.CharField(_("card type"), max_length=8, choices=TYPE_CHOICES, db_index=True)
    ob_part = models.CharField(_("Overboost part"), max_length=6, choices=OB_PART_CHOICES, blank=True)
    cost = models.PositiveSmallIntegerField(_("cost"), null=True, blank=True)
    cost_infinite = models.BooleanField(_("cost ∞"), default=False)
    is_red = models.BooleanField(_("red"), default=False)
    is_blue = models.BooleanField(_("blue"), default=False)
    is_white = models.BooleanField(_("white"), default=False)
    is_black = models.BooleanField(_("black"), default=False)
    is_green = models.BooleanField(_("green"), default=False)
    multicolor = models.BooleanField(_("multicolour mark (308.2b)"), default=False)
    text = models.TextField(_("text"), blank=True)
    subtext = models.TextField(_("subtext"), blank=True)
    # Lists are stored delimited ("|a|b|") so that a filter is a plain indexed-friendly LIKE on any database.
    icons = models.CharField(_("icons"), max_length=200, blank=True)
    races = models.CharField(_("races"), max_length=300, blank=True)
    keywords = models.CharField(_("keyword abilities"), max_length=500, blank=True)
    power = models.IntegerField(_("power"), null=True, blank=True)
    shield = models.SmallIntegerField(_("shield"), null=True, blank=True)
    player_name = models.CharField(_("player name"), max_length=100, blank=True)
    rarity = models.CharField(_("rarity"), max_length=16, blank=True)
    pack = models.ForeignKey(Pack, on_delete=models.PROTECT, null=True, blank=True, related_name="cards")
    illustrator = models.CharField(_("illustrator"), max_length=200, blank=True)
    flavor = models.TextField(_("flavour"), blank=True)
    is_rebuilt = models.BooleanField(_("rebuilt"), default=False)
    is_errata = models.BooleanField(_("errata"), default=False)
    expiry_date = models.DateField(_("expiry date of use (1207)"), null=True, blank=True)
    note = models.TextField(_("note"), blank=True)
    construction = models.JSONField(_("construction rules from text"), default=list, blank=True)
    unofficial_text = models.BooleanField(_("text not from the official site"), default=False)
    # Another printing's name, from the official note 「※「X」と同じ情報を持つカードとして扱われます。」 (the English
    # printings P44/P45 and their Japanese counterparts): the rules count both printings as one card.
    same_card_as = models.CharField(
        _("same card as"),
        max_length=200,
        blank=True,
        help_text=_(
            "The card name of another printing this card is treated as (「※「X」と同じ情報を持つカードとして扱われます。」):"
            " copy limits, shared limits, designations and expiry count both as one card."
        ),
    )
    same_card_key = models.CharField(max_length=200, blank=True, db_index=True, editable=False)
    # Dimension Zero (ディメンション・ゼロ) cards share the table; these fields are theirs (D0 第2部).
    game = models.CharField(_("game"), max_length=4, default="zx", db_index=True, choices=CARD_GAMES)
    move_cost = models.PositiveSmallIntegerField(_("move cost (D0)"), null=True, blank=True)
    d0_class = models.CharField(
        _("class (D0)"),
        max_length=10,
        blank=True,
        choices=[("unit", _("unit")), ("base", _("base")), ("strategy", _("strategy"))],
    )
    timing = models.CharField(
        _("timing (D0)"),
        max_length=8,
        blank=True,
        choices=[("normal", _("normal")), ("quick", _("quick")), ("battle", _("battle"))],
    )
    smash = models.PositiveSmallIntegerField(_("smash (D0)"), null=True, blank=True)
    forbidden = models.PositiveSmallIntegerField(_("禁呪 (D0)"), default=0)
    unity = models.BooleanField(_("団結 (D0)"), default=False)
    source = models.CharField(_("source"), max_length=40, blank=True)
    search_text = models.TextField(editable=False, blank=True)
    # The folded keys of the construction names (printed, subtext, Appendix A), each between bars: "|key|key|".
    # The search ranks by name from this row alone; a subquery per matching card made broad searches slow.
    name_keys = models.TextField(editable=False, blank=True)
    # A digest of the import record this card was written from (cards.services.derivation.record_hash): a re-import skips a
    # record whose digest is unchanged without deriving its fields. Empty after any other save of an imported field.
    source_hash = models.CharField(max_length=32, blank=True, default="", editable=False)
    # Uploaded images win over the deployment's CARD_IMAGE_URL; their sizes are kept for srcset and width/height.
    image = models.ImageField(
        _("image"),
        upload_to="cards/",
        null=True,
        blank=True,
        validators=[validate_card_image],
        width_field="image_width",
        height_field="image_height",
    )
    image_width = models.PositiveIntegerField(null=True, blank=True, editable=False)
    image_height = models.PositiveIntegerField(null=True, blank=True, editable=False)
    thumbnail = models.ImageField(
        _("thumbnail"),
        upload_to="cards/thumbs/",
        null=True,
        blank=True,
        editable=False,
        width_field="thumbnail_width",
        height_field="thumbnail_height",
    )
    thumbnail_width = models.PositiveIntegerField(null=True, blank=True, editable=False)
    thumbnail_height = models.PositiveIntegerField(null=True, blank=True, editable=False)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["collector_number"]
        verbose_name = _("card")
        verbose_name_plural = _("cards")
        constraints = [
            models.CheckConstraint(
                condition=~(models.Q(cost_infinite=True) & models.Q(cost__isnull=False)),
                name="cost_infinite_has_no_number",
            ),
        ]
        indexes = [models.Index(fields=["cost"]), models.Index(fields=["power"]), models.Index(fields=["reading"])]

    def __str__(self) -> str:
        return f"{self.collector_number} {self.name}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        self.same_card_key = name_key(self.same_card_as) if self.same_card_as else ""
        if kwargs.get("update_fields") is not None and "same_card_as" in kwargs["update_fields"]:
            kwargs["update_fields"] = {*kwargs["update_fields"], "same_card_key"}
        # A card edited outside the import (the admin) may differ from its record: the next import compares it field
        # by field instead of trusting the digest. Saving only its images or keys keeps the digest.
        if kwargs.get("update_fields") is None or not set(kwargs["update_fields"]) <= self.NOT_FROM_RECORD:
            self.source_hash = ""
            if kwargs.get("update_fields") is not None:
                kwargs["update_fields"] = {*kwargs["update_fields"], "source_hash"}
        super().save(*args, **kwargs)

    @staticmethod
    def split(value: str) -> list[str]:
        return [v for v in value.split("|") if v]

    @staticmethod
    def join(values: Any) -> str:
        values = [v for v in values if v]
        return "|" + "|".join(values) + "|" if values else ""

    @property
    def icon_list(self) -> list[str]:
        """The card's icons named in the current language (イグニッション / Ignition)."""
        return [str(ICON_LABELS.get(Icon(v), v)) for v in self.split(self.icons)]

    @property
    def race_list(self) -> list[str]:
        return self.split(self.races)

    @property
    def keyword_list(self) -> list[str]:
        return self.split(self.keywords)

    @property
    def has_ignition(self) -> bool:
        return "|ignition|" in self.icons

    @property
    def colors(self) -> list[Color]:
        return [c for c in Color if getattr(self, f"is_{c.value}")]

    @property
    def type_enum(self) -> CardType:
        return CardType(self.card_type)

    @staticmethod
    def join_name_keys(search_keys: Iterable[str]) -> str:
        """The name_keys value for some folded name keys: each between bars, in a stable order."""
        keys = sorted(set(search_keys))
        return "|" + "|".join(keys) + "|" if keys else ""

    def refresh_name_keys(self) -> None:
        """Rewrite name_keys from the card's construction names (after the admin edits them)."""
        kinds = (CardName.Kind.PRINTED, CardName.Kind.SUBTEXT, CardName.Kind.APPENDIX_A)
        keys = self.card_names.filter(kind__in=kinds).values_list("search_key", flat=True)
        self.name_keys = self.join_name_keys(keys)
        Card.objects.filter(pk=self.pk).update(name_keys=self.name_keys)

    @property
    def cost_display(self) -> str:
        if self.cost_infinite:
            return "∞"
        return "" if self.cost is None else str(self.cost)


class CardName(models.Model):
    """A name a card has: printed (201.1), from subtext (206.3), from Appendix A (201.5), or from text in play."""

    class Kind(models.TextChoices):
        PRINTED = "printed", _("printed name")
        SUBTEXT = "subtext", _("name from subtext (206.3)")
        APPENDIX_A = "appendix_a", _("name from Appendix A (201.5)")
        TEXT = "text", _("name from text, in play only")

    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="card_names")
    name = models.CharField(max_length=200, db_index=True)
    key = models.CharField(max_length=200, db_index=True, help_text="name_key(): width, quotes and spaces folded")
    search_key = models.CharField(max_length=200, db_index=True, help_text="key with kana folded, for fuzzy lookup")
    kind = models.CharField(max_length=12, choices=Kind.choices)

    class Meta:
        ordering = ["card", "kind", "name"]
        constraints = [models.UniqueConstraint(fields=["card", "name", "kind"], name="unique_card_name_kind")]

    def __str__(self) -> str:
        return f"{self.name} ({self.kind})"

    def save(self, *args: Any, **kwargs: Any) -> None:
        # Rows added in the admin get the keys the importer writes.
        self.key, self.search_key = name_key(self.name), fold(self.name)
        super().save(*args, **kwargs)

    @property
    def counts_at_construction(self) -> bool:
        return self.kind != self.Kind.TEXT


class AppendixAName(models.Model):
    """Appendix A (付録A): collector numbers whose card name the rules define (201.5)."""

    collector_number = models.CharField(max_length=24, unique=True)
    card_name = models.CharField(max_length=200)
    position = models.PositiveSmallIntegerField(help_text="order in the rules' table")

    class Meta:
        ordering = ["position"]
        verbose_name = _("Appendix A name")
        verbose_name_plural = _("Appendix A names")

    def __str__(self) -> str:
        return f"{self.collector_number} → {self.card_name}"


class RegulationEntry(models.Model):
    """A dated designation of a card name: 封神指定 (sealed), 伝説指定 (legend, max 1) or its lifting."""

    STATUS_CHOICES = [(s.value, s.japanese) for s in RegulationStatus]

    card_name = models.CharField(_("card name"), max_length=200, db_index=True)
    # The name identity every name-keyed rule uses (name_key): a designation on 「黄金騎士マリー・アントワネット」 reaches
    # a printing written with a half-width dot.
    key = models.CharField(max_length=200, db_index=True, editable=False, default="")
    status = models.CharField(_("status"), max_length=8, choices=STATUS_CHOICES)
    effective_date = models.DateField(_("effective date"), null=True, blank=True, help_text=_("empty: date unknown"))
    date_assumed = models.BooleanField(
        _("start date assumed"),
        default=False,
        help_text=_(
            "The source gives no start date; the effective date is assumed (the day after the card's last dated"
            " entry) and verdicts that rest on it carry a warning. Setting the real date clears this."
        ),
    )
    text = models.TextField(_("source text"), blank=True)
    card = models.ForeignKey(Card, on_delete=models.SET_NULL, null=True, blank=True, related_name="regulation_entries")
    from_import = models.BooleanField(default=True, help_text=_("replaced on re-import; manual entries are kept"))

    class Meta:
        ordering = ["card_name", models.F("effective_date").asc(nulls_first=True), "id"]
        verbose_name = _("regulation entry")
        verbose_name_plural = _("regulation entries")
        constraints = [
            models.UniqueConstraint(fields=["card_name", "status", "effective_date"], name="unique_regulation_entry"),
        ]

    def __str__(self) -> str:
        day = self.effective_date.isoformat() if self.effective_date else "?"
        return f"{self.card_name}: {self.get_status_display()} {day}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        self.key = name_key(self.card_name)
        if kwargs.get("update_fields") is not None and "card_name" in kwargs["update_fields"]:
            kwargs["update_fields"] = {*kwargs["update_fields"], "key"}
        super().save(*args, **kwargs)


class CatalogVersion(models.Model):
    """One row whose number changes whenever card data changes, so that every process can drop its caches."""

    version = models.PositiveBigIntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = _("card data version")

    def __str__(self) -> str:
        return f"card data v{self.version}"

    @classmethod
    def current(cls) -> int:
        return cls.objects.filter(pk=1).values_list("version", flat=True).first() or 0

    @classmethod
    def bump(cls) -> None:
        updated = cls.objects.filter(pk=1).update(version=models.F("version") + 1)
        if not updated:
            cls.objects.get_or_create(pk=1, defaults={"version": 1})
