"""「Xの場合」 read as one suffix by the clause grammar (tests/grammar/test_grammar_no_baai.py), on
a board: CO's later sentence 「…が3枚以上の場合、…」 (4.3.2.6's wording of a condition) and MC's
「効果適用後、対象が…の場合、さらに…」 (4.1.11, 10.12.1). A CO 「かわりに」 after it is read as
CO reads one (4.3.2.6)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import MC_CASTER, co_run, mc_area, mc_read, mc_scenario

_CO = """
turn: {{player: A, number: 4, phase: main}}
players:
  A: {{hp: 10, energy: 2, deck: 10, hand: {hand}}}
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
ask: [A.hand]
"""


@pytest.mark.parametrize(("hand", "after"), [(1, 2), (2, 4)])
@pytest.mark.parametrize("comma", ["、", ""])
def test_co_a_later_sentence_under_a_count(hand: int, after: int, comma: str) -> None:
    """「あなたはカードを1枚引く。あなたの手札が3枚以上の場合、あなたはカードを1枚引く。」: the
    second draw only when the hand holds 3 or more after the first."""
    text = f"あなたはカードを1枚引く。あなたの手札が3枚以上の場合{comma}あなたはカードを1枚引く。"
    r = co_run(_CO.format(hand=hand, text=text))
    assert r.outcome["state"] == {"A.hand": after}
    assert not any(w.kind == "unsupported" for w in r.warnings())


@pytest.mark.parametrize(("hand", "energy"), [(1, 1), (3, 2)])
def test_co_instead_after_a_no_baai_condition(hand: int, energy: int) -> None:
    """「あなたは1エネルギーを得る。あなたの手札が3枚以上の場合、かわりに2エネルギーを得る。」 (cards_r16
    U-627's form): the condition typed by the grammar, read by CO's 「かわりに」 (4.3.2.6)."""
    text = "あなたは1エネルギーを得る。あなたの手札が3枚以上の場合、かわりに2エネルギーを得る。"
    body = _CO.format(hand=hand, text=text).replace("energy: 2", "energy: 0")
    r = co_run(body.replace("ask: [A.hand]", "ask: [A.energy]"))
    assert r.outcome["state"] == {"A.energy": energy}
    assert not any(w.kind == "unsupported" for w in r.warnings())


_MC = """
game: mc
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 騎士, type: unit, level: 1, attack: 1, defense: 9, attribute: [%s]}
  B: {deck: 20, field: {c4: [{name: 本陣, type: terrain, hq: true}]}}
actions:
  - {do: resolve_text, player: B, text: "%s", target: 騎士}
ask: [騎士.damage]
"""


@pytest.mark.parametrize("lead", ["効果適用後、", "その後、"])
@pytest.mark.parametrize(("attribute", "damage"), [("聖", 3), ("闇", 2)])
def test_mc_a_condition_after_a_connector(lead: str, attribute: str, damage: int) -> None:
    """「対象に【2】ダメージを与える。効果適用後、対象が「属性:聖」の場合、さらに対象に【1】ダメージ
    を与える。」: the 【1】 only on a 聖 unit (10.12.1), after the 【2】 applied (4.1.11)."""
    text = f"対象に【2】ダメージを与える。{lead}対象が「属性:聖」の場合、さらに対象に【1】ダメージを与える。"
    r = resolve(loads(_MC % (attribute, text)))
    assert r.outcome["state"] == {"騎士.damage": damage}
    assert not any(w.kind == "unsupported" for w in r.warnings())
    if damage == 2:
        assert "10.12.1" in r.decided_by


# --- 「ダメージをn回復する」: n and the verb 回復する, not the count 「n回」 + 「復」 --------------

_HEAL = """
game: mc
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 騎士, type: unit, level: 1, attack: 1, defense: 9, damage: 3}
  B: {deck: 20, field: {c4: [{name: 本陣, type: terrain, hq: true}]}}
actions:
  - {do: resolve_text, player: A, text: "%s", target: 騎士}
ask: [騎士.damage]
"""


@pytest.mark.parametrize(
    ("text", "damage"),
    [
        ("対象のダメージを1回復する。", 2),
        ("対象のダメージを2回復する。", 1),
        ("対象の受けているダメージを2回復する。", 1),
        ("対象のダメージを2点回復する。", 1),
    ],
)
def test_mc_damage_healed_by_a_bare_number(text: str, damage: int) -> None:
    """「対象のダメージを2回復する」: 2 (counted in 点, 4.5.3) healed — the lexer read 「2回」 (a
    count of times) and 「復」 before."""
    r = resolve(loads(_HEAL % text))
    assert r.outcome["state"] == {"騎士.damage": damage}
    assert not any(w.kind == "unsupported" for w in r.warnings())


# --- a step's own condition over a group, after 「効果適用後、」 (4.1.11, 10.12.1) -------------

_GROUP = mc_scenario(
    a=mc_area(
        "c2",
        "平原",
        6,
        MC_CASTER,
        "{name: 僧, type: unit, level: 1, attack: 1, defense: 9, attribute: 水}",
        "{name: 影, type: unit, level: 1, attack: 1, defense: 9, attribute: 火}",
    ),
    rest="""\
actions:
  - {do: use, card: 術士}
ask: [僧.damage, 影.damage, 術士.damage]
""",
)


@pytest.mark.parametrize("lead", ["効果適用後、", ""])
@pytest.mark.parametrize("more", ["さらに", ""])
def test_mc_a_step_condition_over_a_group(lead: str, more: str) -> None:
    """「◎[メイン]a 〈対象:自軍ユニットすべて〉 対象に【1】ダメージを与える。効果適用後、対象が
    「属性:水」の場合、(さらに)対象に【1】ダメージを与える。」: the first part applied (4.1.11), the
    second on each unit meeting its condition (10.12.1, 10.12.2) — 僧 (水) takes 2, 影 (火) 1; 術士,
    whose attribute the scenario does not give, takes 2 or 1: the ruling branches on it (round 26,
    ``values.branch_condition``), not a silent "not 水"."""
    text = (
        "◎[メイン]a\\n〈対象:自軍ユニットすべて〉\\n対象に【1】ダメージを与える。"
        f"{lead}対象が「属性:水」の場合、{more}対象に【1】ダメージを与える。"
    )
    r = mc_read(loads(_GROUP % text))
    assert r.outcome["state"] == {"僧.damage": 2, "影.damage": 1}
    assert r.outcome.get("by_unknown")
    assert {
        tuple(b["choices"]): b["outcome"]["state"]["術士.damage"] for b in r.outcome["branches"]
    } == {("術士.attribute:met",): 2, ("術士.attribute:unmet",): 1}
    assert {"10.12.1", "10.12.2"} <= set(r.decided_by)
    assert ("4.1.11" in r.decided_by) == bool(lead)
