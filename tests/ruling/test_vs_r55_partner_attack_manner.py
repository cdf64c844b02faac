"""Round 55 (s52vsT), issue 12: 「パートナーアタックでアタックした時」 — an attack printed with the
kind of attack it is made as (で, ``Vocab.manner_acts``): the attack that is a partner attack
(4.13.1, 7.1.3.2.2), the same trigger as 「パートナーアタックした時」 (7.1.3.2.3). Another means
(none known) stays refused as before."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program
from tests.ruling.test_vs_rules_r22 import PARTNER


@pytest.mark.parametrize(
    ("manner", "kind"),
    [
        ("このカードがパートナーアタックでアタックした時", "このカードがパートナーアタックした時"),
        (
            "このカードがパートナーアタックでアタックされた時",
            "このカードがパートナーアタックされた時",
        ),
    ],
)
def test_the_manner_is_the_kind_of_attack(manner: str, kind: str) -> None:
    tail = "、そのアタック中、このカードは+500/+0される。"
    assert vs_program(f"[リング]{manner}{tail}") == vs_program(f"[リング]{kind}{tail}")


@pytest.mark.parametrize(("title", "draws"), [("親友", 1), ("先輩", 0)])
def test_a_partner_attack_manner_trigger_on_a_board(title: str, draws: int) -> None:
    """千早 (partner 春香 親友) attacks supported by 春香: with the partner's title the attack is a
    partner attack (4.13.1) and 千早's 「パートナーアタックでアタックした時、あなたは1枚引く」
    triggers; with another title it is a normal attack and nothing triggers."""
    ring = "[リング]このカードがパートナーアタックでアタックした時、あなたは1枚引く。"
    r = resolve(loads(PARTNER % (4, ring, title, "")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"A.hand": draws}
