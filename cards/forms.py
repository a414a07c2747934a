"""The card search form: the form of the card filter (cards.filters), for pages that render its fields."""

from __future__ import annotations

from django import forms

from cards.filters import CardFilter

# The fields, labels and choices of every card search parameter (the deck editor renders some of them).
CardSearchForm: type[forms.Form] = CardFilter.form_class()
