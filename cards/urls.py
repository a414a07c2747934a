from django.urls import path

from cards import views

app_name = "cards"
urlpatterns = [
    path("", views.card_list, name="list"),
    path("search-help/", views.search_help, name="help"),
    path("<str:number>/", views.card_detail, name="detail"),
]
