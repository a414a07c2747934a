"""schemathesis against the generated OpenAPI schema: no 5xx, responses conform to the schema, and input the schema
refuses is refused (bounded runs)."""

from contextlib import contextmanager

import pytest
import schemathesis
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from hypothesis import HealthCheck, assume, given, settings
from schemathesis.checks import positive_data_acceptance
from schemathesis.generation import GenerationMode

from zxdecks.devserver import application  # zxdecks.wsgi refuses DEBUG, which tests run with

pytestmark = pytest.mark.django_db
# 24 operations × 50 = 1,200 requests at most; operations whose input space hypothesis exhausts send fewer (a GET
# without parameters sends one). test_the_fuzzer_sends_over_a_thousand_requests keeps the total over 1,000.
FUZZ_EXAMPLES = 50
# Negative cases: input the schema refuses (a missing required q, an empty or unknown enum value, a date that is not
# YYYY-MM-DD, a body that is not an object...). Each must be refused with a documented 4xx, never accepted.
NEGATIVE_EXAMPLES = 20
# A collector number is any text: its schema refuses nothing that hypothesis could send in a path.
# Any string is a valid card number in these paths (an unknown one is a 404): there is no invalid input to make.
NO_NEGATIVE_SPACE = {
    ("GET", "/api/v1/cards/{number}/"),
    ("GET", "/api/v1/metagame/cards/{number}/"),
    ("GET", "/api/v1/goldfish/jobs/{job_id}/"),  # any string: a job id of yours or a 404
}
ROUTED_ELSEWHERE = {"/api/v1/cards/{number}/": {"bulk", "named", "autocomplete"}}
SENT: dict[tuple[str, str], int] = {}  # operation → requests sent, printed with -s
# Rules OpenAPI cannot state: named/ wants exactly one of exact= and fuzzy=, decks/validate exactly one of text or
# parts. Requests breaking them are refused with 400, which the schema cannot call invalid; other checks still run.
ONE_OF_RULES = {("GET", "/api/v1/cards/named/"), ("POST", "/api/v1/decks/validate")}
# The schemathesis pytest plugin does not run under pytest 9 yet; the operations are driven with hypothesis here.
OPERATIONS = [
    ("GET", "/api/v1/cards/"),
    ("GET", "/api/v1/cards/{number}/"),
    ("GET", "/api/v1/cards/named/"),
    ("GET", "/api/v1/cards/autocomplete/"),
    ("GET", "/api/v1/decks/"),
    ("POST", "/api/v1/decks/"),
    ("GET", "/api/v1/decks/{id}/"),
    ("PATCH", "/api/v1/decks/{id}/"),
    ("DELETE", "/api/v1/decks/{id}/"),
    ("GET", "/api/v1/decks/{id}/validate"),
    ("GET", "/api/v1/decks/{id}/export"),
    ("GET", "/api/v1/decks/{id}/goldfish"),
    ("GET", "/api/v1/decks/{id}/compare"),
    ("GET", "/api/v1/goldfish/jobs/{job_id}/"),
    ("GET", "/api/v1/decks/{id}/legality"),
    ("POST", "/api/v1/decks/validate"),
    ("GET", "/api/v1/regulations/"),
    ("GET", "/api/v1/events/"),
    ("POST", "/api/v1/events/"),
    ("GET", "/api/v1/events/{id}/"),
    ("PATCH", "/api/v1/events/{id}/"),
    ("GET", "/api/v1/events/{id}/registrations/"),
    ("POST", "/api/v1/events/{id}/registrations/"),
    ("GET", "/api/v1/events/{id}/registrations.csv"),
    ("GET", "/api/v1/events/{id}/registrations/{rid}/"),
    ("GET", "/api/v1/ping/"),
    ("POST", "/api/v1/ping/"),
    ("GET", "/api/v1/ping/limited/"),
    ("POST", "/api/v1/ping/limited/"),
    ("GET", "/api/v1/metagame/"),
    ("GET", "/api/v1/metagame/cards/"),
    ("GET", "/api/v1/metagame/cards/{number}/"),
]


@contextmanager
def requests_keep_the_test_connection():
    """The WSGI app would close the test's database connection after each request; Django's test client
    disconnects the same handlers for the same reason."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        yield
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)


@pytest.fixture(scope="module")
def openapi(django_db_blocker):
    """The generated schema, fetched and parsed once for the module (it does not depend on the data)."""
    with django_db_blocker.unblock(), requests_keep_the_test_connection():
        return schemathesis.openapi.from_wsgi("/api/v1/schema/", application)


@pytest.fixture
def api_schema(openapi, demo_cards, settings):
    settings.API_THROTTLING = False  # the fuzzer sends far more requests than a client may
    from zxdecks.meta.services import metagame_refresh

    metagame_refresh()  # the metagame endpoints answer 503 until it has been computed once
    with requests_keep_the_test_connection():
        yield openapi


def test_every_operation_is_fuzzed(api_schema):
    documented = {(op.ok().method.upper(), op.ok().path) for op in api_schema.get_all_operations()}
    assert documented - {
        ("POST", "/api/v1/token/"),
        ("GET", "/api/v1/cards/bulk/"),
        ("GET", "/api/v1/metagame/bulk/"),
        ("GET", "/api/v1/schema/"),
    } == set(OPERATIONS)


def takes_input(operation) -> bool:
    """Whether an operation has parameters or a body for hypothesis to vary."""
    return bool(list(operation.iter_parameters()) or operation.get_request_payload_content_types())


@pytest.mark.parametrize(("method", "path"), OPERATIONS)
def test_the_api_keeps_to_its_schema(api_schema, method, path):
    operation = api_schema[path][method]

    @given(case=operation.as_strategy())
    @settings(max_examples=FUZZ_EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    def check(case):
        # A card "number" that names a sibling route (cards/bulk/, cards/named/…) reaches that operation, not this
        # one; its answers are checked under its own operation.
        assume((case.path_parameters or {}).get("number") not in ROUTED_ELSEWHERE.get(path, set()))
        excluded = [positive_data_acceptance] if (method, path) in ONE_OF_RULES else None
        SENT[(method, path)] = SENT.get((method, path), 0) + 1
        case.call_and_validate(excluded_checks=excluded)

    SENT[(method, path)] = 0
    check()
    if takes_input(operation):  # hypothesis stops early only when it has tried every input there is
        assert SENT[(method, path)] >= FUZZ_EXAMPLES, SENT
    print(f"\n{method} {path}: {SENT[(method, path)]} requests ({sum(SENT.values())} so far)")


def test_the_fuzzer_sends_over_a_thousand_requests(api_schema):
    """Every operation with input sends FUZZ_EXAMPLES requests (asserted above), so the whole run sends this many."""
    with_input = [(m, p) for m, p in OPERATIONS if takes_input(api_schema[p][m])]
    assert len(with_input) * FUZZ_EXAMPLES >= 1000


@pytest.mark.parametrize(("method", "path"), OPERATIONS)
def test_the_api_refuses_what_its_schema_refuses(api_schema, method, path):
    operation = api_schema[path][method]
    if not takes_input(operation) or (method, path) in NO_NEGATIVE_SPACE:
        return  # nothing to make invalid

    @given(case=operation.as_strategy(generation_mode=GenerationMode.NEGATIVE))
    @settings(max_examples=NEGATIVE_EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    def check(case):
        case.call_and_validate(excluded_checks=[positive_data_acceptance])

    check()
