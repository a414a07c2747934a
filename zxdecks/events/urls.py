from django.urls import path

from zxdecks.events import views

app_name = "events"
urlpatterns = [
    path("", views.event_list, name="list"),
    path("new/", views.event_new, name="new"),
    path("j/<str:token>/", views.judge_view, name="judge"),
    path("<int:pk>/", views.event_detail, name="detail"),
    path("<int:pk>/manage/", views.event_manage, name="manage"),
    path("<int:pk>/publish/", views.event_publish, name="publish"),
    path("<int:pk>/sheets.pdf", views.event_sheets, name="sheets"),
    path("<int:pk>/r/<int:rid>/", views.registration_view, name="registration"),
    path("<int:pk>/r/<int:rid>/sheet.pdf", views.event_sheets, name="sheet"),
    path("<int:pk>/r/<int:rid>/check/", views.registration_check, name="check"),
    path("<int:pk>/r/<int:rid>/<str:action>/", views.registration_action, name="action"),
]
