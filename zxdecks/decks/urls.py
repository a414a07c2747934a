from django.urls import path

from zxdecks.decks import views

app_name = "decks"
urlpatterns = [
    path("check/", views.deck_check, name="check"),
]
