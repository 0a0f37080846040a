"""docs/python.md's snippets run as written. A snippet that begins with its imports
stands alone: it runs in a namespace of its own, so a name it uses without importing
it (numpy's `np`, say) fails here."""

import pathlib
import re

import pytest

DOC = pathlib.Path(__file__).resolve().parents[4] / "docs" / "python.md"

# Sections whose standalone snippets must be found (a renamed heading or a snippet
# that lost its imports must not quietly drop out of the test).
EXPECTED = {
    "Random play",
    "PettingZoo",
    "Gymnasium",
    "OpenSpiel",
    "Which form of Cube Conquest an algorithm takes",
    "Research sizes of Cube Conquest",
    "State text",
}


def standalone_snippets():
    """(section heading, code) of each ```python block that begins with an import."""
    heading, found = None, []
    text = DOC.read_text(encoding="utf-8")
    pattern = r"^#{2,4} ([^\n]+)$|^```python\n(.*?)^```$"
    for match in re.finditer(pattern, text, flags=re.M | re.S):
        if match.group(1):
            heading = match.group(1).strip()
        elif re.match(r"(import|from) \w", match.group(2)):
            found.append((heading, match.group(2)))
    return found


SNIPPETS = standalone_snippets()


def test_every_expected_section_has_a_standalone_snippet():
    assert EXPECTED <= {heading for heading, _ in SNIPPETS}


@pytest.mark.parametrize("heading,code", SNIPPETS, ids=[h for h, _ in SNIPPETS])
def test_a_standalone_snippet_runs_as_written(heading, code):
    for module in re.findall(r"^(?:import|from) (\w+)", code, flags=re.M):
        pytest.importorskip(module)
    exec(compile(code, f"docs/python.md ({heading})", "exec"), {"__name__": "snippet"})
