from django.urls import path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from zxdecks.api import views

app_name = "api"
urlpatterns = [
    path("ping/", views.PingApi.as_view(), name="ping"),
    path("decks/validate", views.DeckValidateApi.as_view(), name="deck-validate"),
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path("docs/", SpectacularSwaggerView.as_view(url_name="api:schema"), name="docs"),
]
