from django.urls import path

from zxdecks.meta import views

app_name = "meta"
urlpatterns = [
    path("", views.metagame, name="metagame"),
    path("cards/<str:number>/", views.card_usage, name="card"),
]
