"""Round 60 (s57vgO): the card text of 10.7.1.8 — 【永】「このユニットの『ヒットした時』の能力は、
ヒットしていなくても発動する」. The grammar reads 「ヒットしていなくても」 as the verb's form
progressive_neg_concessive (「〜していなくても」, even if … has not); the vg compiler reads the two steps
「（ユニット）の『Xした時』の能力は、Xしていなくても」「発動する」 as ``Op("hit_even_if_not")`` on the
units described, which battle._hit_even_if_not reads as the effect 10.7.1.8 speaks of (a continuous
ability: 11.1.1.3). Only the hit event has such a rule: another event is refused."""

from __future__ import annotations

from typing import Any

import pytest

from grammar.ast import Action, Form
from ruling.abilities import _parser
from tests.ruling.boards import cited, unsupported, vg_card_run

HIT = "【自】【(R)】：このユニットがアタックしてヒットした時、１枚引く。"
EVEN = "【永】【(R)】：このユニットの『ヒットした時』の能力は、ヒットしていなくても発動する。"


def run(text: str, target: str) -> Any:
    # 剣士 10000 against 騎士 13000 (no hit) or 槍兵 9000 (hit)
    return vg_card_run(text, f"  - {{do: attack, attacker: left_front, target: {target}}}")


def drawn(steps: Any) -> int:
    return len([s for s in steps if s.event == "draw" and "A draws" in s.en])


def test_the_grammar_reads_the_form() -> None:
    parse = _parser()
    assert parse is not None
    card = parse("【永】：このユニットがヒットしていなくても発動する。", "vg").card
    body = card.abilities[0].effect.sentences[0].steps[0].body
    assert isinstance(body, Action)
    assert body.verb == "hit" and body.form is Form.PROGRESSIVE_NEG_CONCESSIVE


def test_a_miss_triggers_the_hit_ability_once() -> None:
    r = run(HIT + "\\n" + EVEN, "vanguard")
    assert drawn(r.main.trace.steps) == 1
    assert {"10.7.1.8", "11.1.1.3", "10.7.1.7"} <= set(cited(r))
    assert r.main.final.players["B"].zones["damage"] == []
    assert not unsupported(r)


def test_without_the_continuous_ability_a_miss_does_not() -> None:
    r = run(HIT, "vanguard")
    assert drawn(r.main.trace.steps) == 0
    assert "10.7.1.8" not in cited(r)


def test_a_hit_runs_both_readings() -> None:
    r = run(HIT + "\\n" + EVEN, "right_front")
    assert drawn(r.main.trace.steps) == 1  # the engine's reading: once
    per = {
        next((c.option for c in lf.choices if c.reading), None): drawn(lf.trace.steps)
        for lf in r.leaves + r.alternates
    }
    assert per == {"once": 1, "twice": 2}


@pytest.mark.parametrize(
    "text",
    [
        # another event than the hit: no rule makes it work without its event
        "【永】【(R)】：このユニットの『アタックした時』の能力は、アタックしていなくても発動する。",
        # the quoted condition and the verb disagree
        "【永】【(R)】：このユニットの『アタックした時』の能力は、ヒットしていなくても発動する。",
    ],
)
def test_other_events_are_refused(text: str) -> None:
    r = run(text, "vanguard")
    assert unsupported(r)
