"""The site's own 400, 404 and 500: an error object under /api/ (even for URLs no API view matched), an HTML page
elsewhere."""

from __future__ import annotations

from django.core.exceptions import RequestDataTooBig, TooManyFieldsSent
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.views.defaults import bad_request, page_not_found, server_error

from zxdecks.api.errors import error_body, too_large_body


def _is_api(request: HttpRequest) -> bool:
    return request.path.startswith("/api/")


def json_or_html_400(request: HttpRequest, exception: Exception) -> HttpResponse:
    """The site's 400: a body too large is a 413 (an error object under /api/, a readable page elsewhere); any other
    bad request an error object under /api/ and Django's page elsewhere."""
    too_large = isinstance(exception, (RequestDataTooBig, TooManyFieldsSent))
    if _is_api(request):
        body = too_large_body() if too_large else error_body(400, "bad_request", "the request could not be read")
        return JsonResponse(body, status=body["status"])
    if too_large:
        return render(request, "413.html", status=413)
    return bad_request(request, exception)


def json_or_html_404(request: HttpRequest, exception: Exception) -> HttpResponse:
    """The site's 404: an error object under /api/ (even for URLs no API view matched), the HTML page elsewhere."""
    if _is_api(request):
        return JsonResponse(error_body(404, "not_found", f"no API endpoint at {request.path}"), status=404)
    return page_not_found(request, exception)


def json_or_html_500(request: HttpRequest) -> HttpResponse:
    """The site's 500: an error object under /api/, the HTML page elsewhere."""
    if _is_api(request):
        return JsonResponse(
            error_body(500, "server_error", "something went wrong on our side; it has been logged"), status=500
        )
    return server_error(request)
