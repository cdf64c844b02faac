"""Monster Collection (mc), round 64 (s61mcR2), issue 14: 「対象が戦闘スペルを使用したユニットの場合」
— 10.13.1's 「～したユニット」, the unit that declared the use of a battle spell (10.1.4-10.1.5),
asked while the counter chain is processed (10.13.2): met by an answer in the spell's own chain,
not in a later chain (the attack's) once the spell's chain has ended."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

_HUNT = (
    "◎[対抗]魔女狩り\\n〈コスト:手札1枚破棄/対象:敵軍ユニット1体〉\\n"
    "対象が戦闘スペルを使用したユニットの場合、対象に【3】ダメージを与える。"
)


def _run(answer: str) -> tuple[str, set[str]]:
    """A's 魔術師 (defence 3) casts 火矢 on 狩人 in its normal timing; B's 狩人 uses 魔女狩り on
    魔術師 — answering the spell (``answer`` = "spell") or the attack ("attack"): 魔術師's zone
    and the clauses cited."""
    hunt = "respond: [{do: use, player: B, card: 狩人, target: 魔術師, cost_cards: [獣の皮]}]"
    spell = (
        "{do: use, player: A, card: 火矢, unit: 魔術師, target: 狩人"
        + (f", {hunt}" if answer == "spell" else "")
        + "}"
    )
    attack = (
        "    answer_first_attack: [{do: use, player: B, card: 狩人, target: 魔術師, "
        "cost_cards: [獣の皮]}]\n"
        if answer == "attack"
        else ""
    )
    scn = f"""\
game: mc
title: t
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    deck: 20
    hand:
      - {{name: 火矢, type: spell, spell_cost: 火, text: "◇[普通]火矢\\n〈対象:敵軍ユニット1体〉\\n対象に【火炎】【2】ダメージを与える。"}}
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      c2:
        - {{name: 草原, type: terrain, limit: 8}}
        - {{name: 魔術師, type: unit, level: 2, attack: 2, defense: 3, spell_slots: 火, text: "「スペル:火」"}}
  B:
    deck: 20
    hand: [{{name: 獣の皮, type: item}}]
    field:
      c3:
        - {{name: 森, type: terrain, limit: 6}}
        - {{name: 狩人, type: unit, level: 2, attack: 1, defense: 9, text: "{_HUNT}"}}
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - do: advance
    units: [魔術師]
    to: c3
    dice: {{A: 6, B: 1}}
    first_normal: [{spell}]
{attack}ask: [魔術師.zone]
"""
    r = resolve(loads(scn))
    assert not r.main.rejected
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return str(r.outcome["state"]["魔術師.zone"]), {
        c for s in r.main.trace.steps for c in s.clauses
    }


def test_answer_in_the_spells_chain_sees_the_spell_user() -> None:
    zone, cl = _run("spell")
    assert zone == "A.discard"  # 【3】 on defence 3
    assert {"10.13.1", "10.13.2"} <= cl


def test_answer_to_the_later_attack_does_not() -> None:
    zone, cl = _run("attack")
    # the spell's chain has ended: not met (10.12.2); 魔術師 lives and goes back (8.4.4)
    assert zone == "A.field.c2"
    assert {"10.13.1", "10.13.2", "10.12.2"} <= cl
