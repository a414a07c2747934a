from django.urls import path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView
from rest_framework.authtoken.views import obtain_auth_token

from zxdecks.api import views

app_name = "api"
urlpatterns = [
    path("ping/", views.PingApi.as_view(), name="ping"),
    path("token/", obtain_auth_token, name="token"),
    path("cards/", views.CardListApi.as_view(), name="cards"),
    path("cards/named/", views.CardNamedApi.as_view(), name="card-named"),
    path("cards/autocomplete/", views.CardAutocompleteApi.as_view(), name="card-autocomplete"),
    path("cards/bulk/", views.CardBulkApi.as_view(), name="card-bulk"),
    path("cards/<str:number>/", views.CardDetailApi.as_view(), name="card"),
    path("decks/", views.DeckListApi.as_view(), name="decks"),
    path("decks/validate", views.DeckValidateApi.as_view(), name="deck-validate"),
    path("decks/<id:pk>/", views.DeckDetailApi.as_view(), name="deck"),
    path("decks/<id:pk>/validate", views.DeckByIdValidateApi.as_view(), name="deck-validate-stored"),
    path("decks/<id:pk>/export", views.DeckExportApi.as_view(), name="deck-export"),
    path("decks/<id:pk>/goldfish", views.DeckGoldfishApi.as_view(), name="deck-goldfish"),
    path("regulations/", views.RegulationListApi.as_view(), name="regulations"),
    path("events/", views.EventListApi.as_view(), name="events"),
    path("events/<id:pk>/", views.EventDetailApi.as_view(), name="event"),
    path("events/<id:pk>/registrations/", views.EventRegistrationsApi.as_view(), name="event-registrations"),
    path("events/<id:pk>/registrations.csv", views.EventRegistrationsCsvApi.as_view(), name="event-registrations-csv"),
    path("events/<id:pk>/registrations/<id:rid>/", views.EventRegistrationApi.as_view(), name="event-registration"),
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path("docs/", SpectacularSwaggerView.as_view(url_name="api:schema"), name="docs"),
]
