import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_rules_engine_imports_no_django():
    code = (
        "import sys, pkgutil, importlib, zxdecks.rules as r\n"
        "for m in pkgutil.walk_packages(r.__path__, 'zxdecks.rules.'): importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('django', 'rest_framework', 'cards')]\n"
        "assert not bad, bad\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
