from django.urls import path

from zxdecks.events import views

app_name = "events"
urlpatterns = [
    path("", views.event_list, name="list"),
    path("new/", views.event_new, name="new"),
    path("organizer-request/", views.organizer_request, name="organizer_request"),
    # Judge tokens are URL-safe base64 (secrets.token_urlsafe): anything else is a 404 before the database.
    path("j/<slug:token>/", views.judge_view, name="judge"),
    path("<id:pk>/", views.event_detail, name="detail"),
    path("<id:pk>/edit/", views.event_edit, name="edit"),
    path("<id:pk>/manage/", views.event_manage, name="manage"),
    path("<id:pk>/publish/", views.event_publish, name="publish"),
    path("<id:pk>/sheets.pdf", views.event_sheets, name="sheets"),
    path("<id:pk>/r/<id:rid>/", views.registration_view, name="registration"),
    path("<id:pk>/r/<id:rid>/sheet.pdf", views.event_sheets, name="sheet"),
    path("<id:pk>/r/<id:rid>/check/", views.registration_check, name="check"),
    path("<id:pk>/r/<id:rid>/drop/", views.registration_drop_view, name="drop"),
    path("<id:pk>/r/<id:rid>/<str:action>/", views.registration_action, name="action"),
]
