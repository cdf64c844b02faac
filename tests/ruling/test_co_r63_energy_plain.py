"""Energy described by a word the rules do not give it (round 63, s60coC; issue 12): co's energy
is one kind, counted (4.3.1; 4.3.2.1 / 4.3.3.1 «エネルギー»), so 「水のエネルギーを2点支払う」 /
「水のエネルギーを1点得る」 are refused — paying or gaining plain energy would drop the word. The
plain shapes still run."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("水のエネルギーを2点支払う：あなたは山札からカードを1枚引く。", "character"),
        ("『X』をタップする：水のエネルギーを1点得る。", "navigator"),
        ("水のエネルギーを2点支払う。", "spell"),
    ],
)
def test_a_coloured_energy_is_refused(text: str, kind: str) -> None:
    ab = co_ability(text, kind, "X")
    assert not ab.supported
    assert "energy described by a word the rules do not have" in ab.reason


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("エネルギーを2点支払う：あなたは山札からカードを1枚引く。", "character"),
        ("2エネルギーを支払う：あなたは山札からカードを1枚引く。", "character"),
        ("『X』をタップする：あなたは1エネルギーを得る。", "navigator"),
    ],
)
def test_plain_energy_still_runs(text: str, kind: str) -> None:
    ab = co_ability(text, kind, "X")
    assert ab.supported, ab.reason
