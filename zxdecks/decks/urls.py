from django.urls import path

from zxdecks.decks import views, views_compare

app_name = "decks"
urlpatterns = [
    path("", views.deck_list, name="list"),
    path("mine/", views.deck_mine, name="mine"),
    path("check/", views.deck_check, name="check"),
    path("new/", views.deck_new, name="new"),
    path("import/", views.deck_import_view, name="import"),
    path("add-card/", views.deck_add_card_view, name="add-card"),
    path("editor/validate/", views.editor_validate, name="editor-validate"),
    path("editor/parse/", views.editor_parse, name="editor-parse"),
    path("editor/search/", views.editor_search, name="editor-search"),
    path("s/<str:token>/", views.deck_shared, name="shared"),
    path("<id:pk>/", views.deck_detail, name="detail"),
    path("<id:pk>/edit/", views.deck_edit, name="edit"),
    path("<id:pk>/history/", views.deck_history_view, name="history"),
    path("<id:pk>/goldfish/", views.deck_goldfish, name="goldfish"),
    path("<id:pk>/compare/", views_compare.deck_compare, name="compare"),
    path("<id:pk>/fork/", views.deck_fork_view, name="fork"),
    path("<id:pk>/like/", views.deck_like_view, name="like"),
    path("<id:pk>/delete/", views.deck_delete_view, name="delete"),
    path("<id:pk>/image.png", views.deck_image_view, name="image"),
    path("<id:pk>/v<id:number>/image.png", views.deck_image_view, name="version-image"),
    path("<id:pk>/export.<str:fmt>", views.deck_export_view, name="export"),
    path("<id:pk>/v<id:number>/export.<str:fmt>", views.deck_export_view, name="version-export"),
    path("<id:pk>/v<id:number>/restore/", views.deck_restore_view, name="restore"),
]
