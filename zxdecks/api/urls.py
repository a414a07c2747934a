from django.urls import path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from cards import apis as cards
from zxdecks.api import views
from zxdecks.decks import apis as decks
from zxdecks.decks.apis_compare import DeckCompareApi
from zxdecks.decks.apis_legality import DeckLegalityApi
from zxdecks.events import apis as events
from zxdecks.meta import apis as meta
from zxdecks.web.apis import TokenApi

app_name = "api"
urlpatterns = [
    path("ping/", views.PingApi.as_view(), name="ping"),
    path("ping/limited/", views.LimitedPingApi.as_view(), name="ping-limited"),
    # Tried third, not after the eight card and deck patterns it cannot be confused with: each pattern tried costs a
    # validation ~4,000 instructions (issue 33, point 8).
    path("decks/validate", decks.DeckValidateApi.as_view(), name="deck-validate"),
    path("token/", TokenApi.as_view(), name="token"),
    path("cards/", cards.CardListApi.as_view(), name="cards"),
    path("cards/named/", cards.CardNamedApi.as_view(), name="card-named"),
    path("cards/autocomplete/", cards.CardAutocompleteApi.as_view(), name="card-autocomplete"),
    path("cards/bulk/", cards.CardBulkApi.as_view(), name="card-bulk"),
    path("cards/<str:number>/", cards.CardDetailApi.as_view(), name="card"),
    path("decks/", decks.DeckListApi.as_view(), name="decks"),
    path("decks/<id:pk>/", decks.DeckDetailApi.as_view(), name="deck"),
    path("decks/<id:pk>/validate", decks.DeckByIdValidateApi.as_view(), name="deck-validate-stored"),
    path("decks/<id:pk>/export", decks.DeckExportApi.as_view(), name="deck-export"),
    path("decks/<id:pk>/goldfish", decks.DeckGoldfishApi.as_view(), name="deck-goldfish"),
    path("decks/<id:pk>/compare", DeckCompareApi.as_view(), name="deck-compare"),
    path("goldfish/jobs/<str:job_id>/", decks.GoldfishJobApi.as_view(), name="goldfish-job"),
    path("decks/<id:pk>/legality", DeckLegalityApi.as_view(), name="deck-legality"),
    path("regulations/", cards.RegulationListApi.as_view(), name="regulations"),
    path("events/", events.EventListApi.as_view(), name="events"),
    path("events/<id:pk>/", events.EventDetailApi.as_view(), name="event"),
    path("events/<id:pk>/registrations/", events.EventRegistrationsApi.as_view(), name="event-registrations"),
    path("events/<id:pk>/registrations.csv", events.EventRegistrationsCsvApi.as_view(), name="event-registrations-csv"),
    path("events/<id:pk>/registrations/<id:rid>/", events.EventRegistrationApi.as_view(), name="event-registration"),
    path("metagame/", meta.MetagameApi.as_view(), name="metagame"),
    path("metagame/bulk/", meta.MetagameBulkApi.as_view(), name="metagame-bulk"),
    path("metagame/cards/", meta.CardUsageListApi.as_view(), name="metagame-cards"),
    path("metagame/cards/<str:number>/", meta.CardUsageApi.as_view(), name="metagame-card"),
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path("docs/", SpectacularSwaggerView.as_view(url_name="api:schema"), name="docs"),
]
