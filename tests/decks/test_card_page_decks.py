"""Issue 18.9 (card page): add a card to one of your decks or a new one, and the public decks that use it."""

import pytest
from django.urls import reverse

from tests.factories import DeckFactory
from zxdecks.decks.models import Deck, DeckCard

pytestmark = pytest.mark.django_db
ADD = reverse("decks:add-card")


def copies(deck, number, zone):
    row = DeckCard.objects.filter(deck=deck, card__collector_number=number, zone=zone).first()
    return row.count if row else 0


def test_the_card_page_offers_your_decks_of_the_cards_game(client, user, demo_cards):
    mine = DeckFactory(owner=user, title="自分の赤単")
    DeckFactory(owner=user, title="自分のD0", d0=True)
    client.force_login(user)
    body = client.get(reverse("cards:detail", args=["DM01-001"])).content.decode()
    assert f'<option value="{mine.pk}">自分の赤単</option>' in body
    assert "自分のD0" not in body
    assert 'value="new"' in body


def test_adding_puts_one_copy_in_the_part_of_the_cards_type_as_a_new_version(client, user, demo_cards):
    deck = DeckFactory(owner=user, text="[deck]\n2 DM01-001\n")
    client.force_login(user)
    response = client.post(ADD, {"number": "DM01-001", "deck": deck.pk})
    assert response.url == reverse("cards:detail", args=["DM01-001"])
    response = client.post(ADD, {"number": "DM01-104", "deck": deck.pk}, follow=True)  # a Dynamis-type card
    deck.refresh_from_db()
    assert (copies(deck, "DM01-001", "deck"), copies(deck, "DM01-104", "dynamis")) == (3, 1)
    assert deck.version_number == 3
    assert "デュナミス: 1枚" in response.content.decode()


def test_adding_to_a_new_deck_makes_one_and_opens_the_editor(client, user, demo_cards):
    client.force_login(user)
    response = client.post(ADD, {"number": "DM01-101", "deck": "new"})
    deck = Deck.objects.get(owner=user)
    assert response.url == reverse("decks:edit", args=[deck.pk])
    assert copies(deck, "DM01-101", "player") == 1


def test_someone_elses_deck_or_another_games_deck_is_refused(client, user, other_user, demo_cards):
    theirs = DeckFactory(owner=other_user)
    d0 = DeckFactory(owner=user, d0=True)
    client.force_login(user)
    assert client.post(ADD, {"number": "DM01-001", "deck": theirs.pk}).status_code == 404
    response = client.post(ADD, {"number": "DM01-001", "deck": d0.pk}, follow=True)
    assert "別のゲーム" in response.content.decode()
    assert d0.versions.count() == 1


def test_a_visitor_adds_to_the_draft_of_a_new_deck(client, demo_cards):
    response = client.post(ADD, {"number": "DM01-001", "deck": "new"}, follow=True)
    assert response.redirect_chain[-1][0] == reverse("decks:new")
    assert "1 DM01-001" in response.content.decode()


def test_the_card_page_lists_the_newest_public_decks_using_it_with_a_search_link(client, user, demo_cards):
    old = DeckFactory(owner=user, title="古い公開", visibility="public")
    new = DeckFactory(owner=user, title="新しい公開", visibility="public")
    DeckFactory(owner=user, title="秘密の赤単", visibility="private")
    DeckFactory(owner=user, title="限定の赤単", visibility="unlisted")
    Deck.objects.filter(pk=old.pk).update(updated_at=new.updated_at.replace(year=2020))
    body = client.get(reverse("cards:detail", args=["DM01-001"])).content.decode()
    assert body.index("新しい公開") < body.index("古い公開")
    assert "秘密の赤単" not in body
    assert "限定の赤単" not in body
    assert f"{reverse('decks:list')}?card=DM01-001" in body
    unused = client.get(reverse("cards:detail", args=["DM01-039"])).content.decode()
    assert "このカードを使った公開デッキはまだありません" in unused
