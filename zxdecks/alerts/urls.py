from django.urls import path

from zxdecks.alerts import views

app_name = "alerts"
urlpatterns = [
    path("", views.alert_list, name="list"),
    path("read/", views.alerts_read_view, name="read"),
    path("settings/", views.alert_settings_view, name="settings"),
    path("<id:pk>/<id:item>/", views.alert_open_view, name="open"),
]
