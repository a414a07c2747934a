"""Writing card data, by topic: card imports (importing, derivation), packs, images, Appendix A, bulk inserts."""

from cards.services.appendix_a import appendix_a_apply
from cards.services.images import card_image_store
from cards.services.importing import ImportSummary, cards_import, cards_imported, catalog_edited
from cards.services.packs import PackSummary, packs_import

__all__ = [
    "ImportSummary",
    "PackSummary",
    "appendix_a_apply",
    "card_image_store",
    "cards_import",
    "cards_imported",
    "catalog_edited",
    "packs_import",
]
