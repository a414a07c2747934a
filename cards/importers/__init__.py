"""Card importers: each format parser turns a file into CardRecord values; cards.services writes them."""
