"""The mypyc build of the engine (zxdecks/rules/native.py): loaded only when it is of exactly these sources, and,
when loaded, playing the same games as the interpreted engine."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import textwrap
import types
from pathlib import Path

import pytest

from tests.conftest import requires_real_data
from zxdecks.rules import native

pytestmark = pytest.mark.filterwarnings("default::zxdecks.rules.native.EngineBuildWarning")


@pytest.fixture
def state():
    """native's record of what runs, restored after the test (install() in a test must not change the session's)."""
    saved = dict(native._state)
    yield
    native._state.update(saved)


def write_build(directory: Path, sources: str, modules: list[str], **fields: object) -> Path:
    """A build of `sources` for this Python's ABI: a manifest and empty extension files (nothing is imported here)."""
    build = directory / native.abi_dir().name / sources
    build.mkdir(parents=True)
    manifest = {
        "format": native.FORMAT, "sources": sources, "library": "zxdecks_engine__mypyc", "modules": modules,
        "python": sys.version, **fields,
    }  # fmt: skip
    (build / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    for name in [*modules, "zxdecks_engine__mypyc"]:
        (build / f"{name}.so").write_bytes(b"")
    return build


def test_with_zxdecks_engine_python_no_finder_is_installed_even_beside_a_matching_build(tmp_path, monkeypatch, state):
    write_build(tmp_path, native.source_digest(), ["zxdecks.rules.goldfish.game"])
    monkeypatch.setenv("ZXDECKS_ENGINE_DIR", str(tmp_path))
    monkeypatch.setenv("ZXDECKS_ENGINE", "python")
    meta_path: list[object] = []
    assert native.install(meta_path) == "interpreted"
    assert meta_path == []
    assert native.describe() == "interpreted (ZXDECKS_ENGINE=python)"
    assert not native.compiled()


def test_a_build_of_these_sources_puts_a_finder_first_that_serves_only_its_modules(tmp_path, monkeypatch, state):
    build = write_build(tmp_path, native.source_digest(), ["zxdecks.rules.goldfish.unloaded_example"])
    monkeypatch.setenv("ZXDECKS_ENGINE_DIR", str(tmp_path))
    monkeypatch.setenv("ZXDECKS_ENGINE", "auto")
    meta_path: list[object] = ["an older finder"]
    assert native.install(meta_path) == "compiled"
    assert native.compiled()
    assert len(meta_path) == 2
    assert meta_path[1] == "an older finder"
    finder = meta_path[0]
    spec = finder.find_spec("zxdecks.rules.goldfish.unloaded_example")
    assert spec.origin == str(build / "zxdecks.rules.goldfish.unloaded_example.so")
    assert spec.loader.name == "zxdecks.rules.goldfish.unloaded_example"
    library = finder.find_spec("zxdecks_engine__mypyc")
    assert library.origin == str(build / "zxdecks_engine__mypyc.so")
    assert finder.find_spec("zxdecks.rules.goldfish.policy") is None
    assert finder.find_spec("json") is None
    assert native.describe() == f"compiled (mypyc build of 1 modules in {build})"
    assert build.name == native.source_digest()  # the directory of these sources' digest


def test_a_build_of_other_sources_is_left_alone_with_a_warning_and_refused_when_required(tmp_path, monkeypatch, state):
    write_build(tmp_path, "0" * 32, ["zxdecks.rules.goldfish.unloaded_example"])
    monkeypatch.setenv("ZXDECKS_ENGINE_DIR", str(tmp_path))
    monkeypatch.setenv("ZXDECKS_ENGINE", "auto")
    meta_path: list[object] = []
    with pytest.warns(native.EngineBuildWarning, match="other sources than these"):
        assert native.install(meta_path) == "interpreted"
    assert meta_path == []
    assert not native.fresh()
    monkeypatch.setenv("ZXDECKS_ENGINE", "compiled")
    with pytest.raises(native.EngineBuildError, match=r"ZXDECKS_ENGINE=compiled: the builds in .* other sources"):
        native.install(meta_path)
    assert meta_path == []


@pytest.mark.parametrize(
    ("spoil", "reason"),
    [
        ("python", "made by another Python"),
        ("format", "of another format"),
        ("sources", "of other sources than these"),
        ("library file", "lacks zxdecks_engine__mypyc.so"),
        ("module file", "lacks zxdecks.rules.goldfish.unloaded_example.so"),
        ("json", "unreadable manifest"),
        ("keys", "unreadable manifest"),
    ],
)
def test_a_build_in_the_directory_of_these_sources_is_refused_when_any_part_of_it_does_not_fit(
    tmp_path, monkeypatch, state, spoil, reason
):
    build = write_build(tmp_path, native.source_digest(), ["zxdecks.rules.goldfish.unloaded_example"])
    manifest_path = build / "manifest.json"
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    if spoil == "python":
        manifest["python"] = "3.11.2 (main, Debian) [GCC 12.2.0]"
    elif spoil == "format":
        manifest["format"] = native.FORMAT + 1
    elif spoil == "sources":
        manifest["sources"] = "0" * 32
    elif spoil == "keys":
        del manifest["library"]
    manifest_path.write_text("{" if spoil == "json" else json.dumps(manifest), encoding="utf-8")
    if spoil == "library file":
        (build / "zxdecks_engine__mypyc.so").unlink()
    if spoil == "module file":
        (build / "zxdecks.rules.goldfish.unloaded_example.so").unlink()
    monkeypatch.setenv("ZXDECKS_ENGINE_DIR", str(tmp_path))
    monkeypatch.setenv("ZXDECKS_ENGINE", "auto")
    meta_path: list[object] = []
    with pytest.warns(native.EngineBuildWarning, match=reason):
        assert native.install(meta_path) == "interpreted"
    assert meta_path == []
    monkeypatch.setenv("ZXDECKS_ENGINE", "compiled")
    with pytest.raises(native.EngineBuildError, match=reason):
        native.install(meta_path)


def test_installing_twice_keeps_one_finder_and_the_first_answer(tmp_path, monkeypatch, state):
    """zxdecks.rules imported again (importlib.reload) must not report another engine than the one running."""
    write_build(tmp_path, native.source_digest(), ["zxdecks.rules.goldfish.unloaded_example"])
    monkeypatch.setenv("ZXDECKS_ENGINE_DIR", str(tmp_path))
    monkeypatch.setenv("ZXDECKS_ENGINE", "auto")
    meta_path: list[object] = []
    assert native.install(meta_path) == "compiled"
    assert native.install(meta_path) == "compiled"
    assert len(meta_path) == 1
    assert native.compiled()


def test_an_extension_module_beside_the_engines_sources_is_named_whatever_the_setting(monkeypatch, state):
    """An old in-tree build would be imported instead of its .py, even with ZXDECKS_ENGINE=python."""
    stray = native.ROOT / "zxdecks" / "rules" / "goldfish" / "stray_example.cpython-311-x86_64-linux-gnu.so"
    stray.write_bytes(b"")
    try:
        monkeypatch.setenv("ZXDECKS_ENGINE", "python")
        with pytest.warns(native.EngineBuildWarning, match="stray_example.*would be imported instead of its .py"):
            assert native.install([]) == "interpreted"
        monkeypatch.setenv("ZXDECKS_ENGINE", "compiled")
        with pytest.raises(native.EngineBuildError, match="stray_example"):
            native.install([])
    finally:
        stray.unlink()


def test_no_build_is_the_quiet_ordinary_case_unless_the_build_is_required(tmp_path, monkeypatch, state, recwarn):
    monkeypatch.setenv("ZXDECKS_ENGINE_DIR", str(tmp_path / "none"))
    monkeypatch.setenv("ZXDECKS_ENGINE", "auto")
    meta_path: list[object] = []
    assert native.install(meta_path) == "interpreted"
    assert meta_path == []
    assert len(recwarn) == 0
    assert "no build in" in native.describe()
    monkeypatch.setenv("ZXDECKS_ENGINE", "compiled")
    with pytest.raises(native.EngineBuildError, match=r"no build in .*make engine"):
        native.install(meta_path)


def test_a_build_is_refused_once_one_of_its_modules_was_imported_interpreted(tmp_path, monkeypatch, state):
    """Two copies of one module (interpreted state and compiled state) must never run side by side."""
    import zxdecks.rules.goldfish.policy  # noqa: F401

    write_build(tmp_path, native.source_digest(), ["zxdecks.rules.goldfish.policy"])
    monkeypatch.setenv("ZXDECKS_ENGINE_DIR", str(tmp_path))
    monkeypatch.setenv("ZXDECKS_ENGINE", "auto")
    meta_path: list[object] = []
    assert native.install(meta_path) == "interpreted"
    assert meta_path == []
    assert native.describe() == "interpreted (zxdecks.rules.goldfish.policy was imported before the build's finder)"
    monkeypatch.setenv("ZXDECKS_ENGINE", "compiled")
    with pytest.raises(native.EngineBuildError, match="policy was imported before"):
        native.install(meta_path)


def test_an_unknown_engine_setting_is_an_error_that_names_the_choices(monkeypatch):
    monkeypatch.setenv("ZXDECKS_ENGINE", "fast")
    with pytest.raises(native.EngineBuildError, match="ZXDECKS_ENGINE='fast': expected one of auto, python, compiled"):
        native.mode()


@pytest.mark.xfail(
    native.compiled(),
    strict=True,
    reason="a native frozen dataclass cannot be pickled or copied (FrozenInstanceError); nothing pickles them yet, and "
    "made non-native (native_build.NON_NATIVE) they lose their preset names and parse (tests/decks/test_goldfish_opponent)",
)
def test_the_questions_parts_pickle_and_copy_on_either_engine():
    """A question (answer.Question) may be cached or queued: its opponent and keep rules survive pickle and copy (on
    the interpreted engine; compiled, not yet: the xfail)."""
    import copy
    import pickle

    from zxdecks.rules.goldfish import PRESETS, Defender, KeepRules, Opponent

    parts = [
        PRESETS["two-5000-defenders"],
        Opponent(damage=(0, 1, 2), defenders=PRESETS["two-5000-defenders"].defenders[:1]),
        PRESETS["two-5000-defenders"].defenders[1],
        KeepRules(cards=frozenset({"B01-001"}), cheap_cost=2, min_ignition=3),
    ]
    assert isinstance(parts[2], Defender)
    for part in parts:
        assert pickle.loads(pickle.dumps(part)) == part  # noqa: S301 (our own bytes)
        assert copy.deepcopy(part) == part
        assert copy.copy(part) == part


def test_the_source_digest_changes_with_any_engine_file_and_not_with_other_files(tmp_path):
    for rel in ("zxdecks/rules/a.py", "zxdecks/rules/goldfish/b.py", "zxdecks/core/errors.py", "zxdecks/web/c.py"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("x = 1\n")
    before = native.source_digest(tmp_path)
    assert native.source_digest(tmp_path) == before
    (tmp_path / "zxdecks/web/c.py").write_text("x = 2\n")
    assert native.source_digest(tmp_path) == before  # not the engine's
    for rel in ("zxdecks/rules/goldfish/b.py", "zxdecks/core/errors.py"):
        (tmp_path / rel).write_text("x = 3\n")
        changed = native.source_digest(tmp_path)
        assert changed != before
        before = changed
    (tmp_path / "zxdecks/rules/goldfish/new.py").write_text("")
    assert native.source_digest(tmp_path) != before  # a new module too
    before = native.source_digest(tmp_path)
    (tmp_path / "zxdecks/rules/goldfish/.#b.py").symlink_to(tmp_path / "nowhere")  # an editor's lock: no source
    assert native.source_digest(tmp_path) == before


# The compiled engine itself: CI's compiled step runs tests/rules with ZXDECKS_ENGINE=compiled after `make engine`.
compiled_only = pytest.mark.skipif(not native.compiled(), reason="the compiled engine is not loaded (make engine)")

GAMES = textwrap.dedent(
    """
    import hashlib, json, sys
    from bench.bench_goldfish import playable_deck, real_decks, real_pool
    from zxdecks.rules import native
    from zxdecks.rules.effects import read_pool
    from zxdecks.rules.goldfish import run_game

    decks = {"playable": (playable_deck(), {})}
    if sys.argv[1] == "real":
        pool = real_pool()
        for label, deck in real_decks(pool).items():
            used = {e.card.number for e in deck.entries}
            decks[label] = (deck, read_pool((c.number, t, s) for c, t, s in pool if c.number in used))
    out = {"engine": native.describe().split()[0]}
    for label, (deck, scripts) in decks.items():
        h = hashlib.sha256()
        for seed in range(int(sys.argv[2])):
            game, r = run_game(deck, seed, turns=10, first=seed % 2 == 0, scripts=scripts, log=True)
            state = (
                r.kill_turn, r.turns, r.defeated, r.reloads, r.ignitions, r.life_ignitions,
                [c.number for c in game.hand], [c.number for c in game.life], [c.number for c in game.trash],
                [(x.card.number, x.rebooted) for x in game.resources], [c.number for c in game.charge],
                sorted((sq, u.card.number, u.rebooted, u.power) for sq, u in game.squares.items()),
                len(game.deck), game.opponent_life, repr(game.log),
            )
            h.update(repr(state).encode())
        out[label] = h.hexdigest()
    print(json.dumps(out))
    """
)


def play(engine: str, decks: str, games: int) -> dict[str, str]:
    """Each deck's seeded games hashed (results, final zones, log), played in a fresh process on `engine`."""
    env = {**os.environ, "ZXDECKS_ENGINE": engine, "PYTHONHASHSEED": "0"}
    root = native.ROOT
    done = subprocess.run(
        [sys.executable, "-c", GAMES, decks, str(games)], env=env, cwd=root, capture_output=True, text=True, check=True
    )
    found: dict[str, str] = json.loads(done.stdout.splitlines()[-1])
    return found


@compiled_only
def test_the_hot_modules_are_the_builds_extension_modules():
    import importlib

    build = native.build_dir()
    assert build.name == native.source_digest()
    for name in ("zxdecks.rules.goldfish.game", "zxdecks.rules.effects.run.resolve"):
        module = importlib.import_module(name)
        # the finder's path, or the one mypyc gives a module of its group that another compiled module imported
        assert str(module.__file__).startswith(str(build)), name
        assert str(module.__file__).endswith(".so"), name
    assert not isinstance(sys.modules["zxdecks.rules.effects.run.resolve"].resolve, types.FunctionType)
    manifest = json.loads((build / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["sources"] == native.source_digest()
    assert "zxdecks.rules.goldfish.game" in manifest["modules"]


@compiled_only
def test_the_compiled_engine_plays_the_same_games_as_the_interpreted_one_on_a_deck_without_effects():
    compiled, interpreted = play("compiled", "demo", 200), play("python", "demo", 200)
    assert (compiled["engine"], interpreted["engine"]) == ("compiled", "interpreted")
    assert compiled["playable"] == interpreted["playable"]


@compiled_only
@requires_real_data
@pytest.mark.realdata
def test_the_compiled_engine_plays_the_same_games_as_the_interpreted_one_on_the_five_real_decks():
    compiled, interpreted = play("compiled", "real", 150), play("python", "real", 150)
    assert (compiled.pop("engine"), interpreted.pop("engine")) == ("compiled", "interpreted")
    assert len(compiled) == 6
    for deck, digest in interpreted.items():
        assert compiled[deck] == digest, deck


def test_the_games_digest_tells_two_different_games_apart():
    """The digest above is not blind: two seeds' games differ, one seed's twice agree."""
    from bench.bench_goldfish import playable_deck
    from zxdecks.rules.goldfish import run_game

    deck = playable_deck()

    def digest(seed: int) -> str:
        game, r = run_game(deck, seed, turns=10, first=True, log=True)
        return hashlib.sha256(repr((r.kill_turn, [c.number for c in game.hand], repr(game.log))).encode()).hexdigest()

    assert digest(1) == digest(1)
    assert digest(1) != digest(2)
