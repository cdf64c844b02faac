"""Round 47: clauses the engine used and did not cite.

- 1.2.4: copies counted over the four-per-name limit that include the sideboard's (1.2.3 「この
  制限は、サイドボードも含まれます」; the sideboard 1.2.4 prepares);
- 4.2.10#ex2: 「『X』以外の…」 reaching another card of the same name (its own example);
- 4.3.8#ex1: modifications summed on top of a value set at step 4 (its own example)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

SETUP = """game: co
title: t
turn: {player: A, number: 0}
players:
  A:
    deck: [{name: 森原さとみ, type: character, count: DECK}, REST]
    sideboard: SIDE
  B: {deck: 50}
actions:
  - {do: game_setup, first: A, allowed: false}
expect:
  outcome: {rejected: true}
"""


def _setup(deck: int, side: str) -> object:
    body = SETUP.replace("DECK", str(deck)).replace("REST", str(50 - deck + 1))
    return resolve(loads(body.replace("SIDE", side), "t.yaml"))


def test_copies_in_the_sideboard_cite_the_sideboard() -> None:
    r = _setup(2, "[{name: 森原さとみ, type: character, count: 3}]")
    assert not check_expect(r), check_expect(r)
    assert {"1.2.3", "1.2.4"} <= set(r.decided_by)


def test_copies_in_the_deck_alone_do_not() -> None:
    r = _setup(5, "[{name: 他, type: character, count: 1}]")
    assert not check_expect(r), check_expect(r)
    assert "1.2.3" in r.decided_by and "1.2.4" not in r.decided_by


LORDS = """game: co
title: t
turn: {player: A, number: 6, phase: main}
cards:
  haru: {name: 春恵, type: character, ap: 1, dp: 2, text: "『春恵』以外のあなたがコントロールしているすべてのキャラクターに「+0:+1」の修正を与える。"}
players:
  A:
    deck: 20
    field: FIELD
  B: {deck: 20}
actions: []
expect:
  state: STATE
"""


def test_same_name_lord_reaches_its_twin_cites_example_2() -> None:
    body = LORDS.replace("FIELD", "[{ref: haru, uid: h1}, {ref: haru, uid: h2}]")
    r = resolve(loads(body.replace("STATE", "{h1.dp: 3, h2.dp: 3}"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"4.2.10", "4.2.10#ex2"} <= set(r.decided_by)


def test_lord_reaching_another_name_does_not() -> None:
    body = LORDS.replace("FIELD", "[{ref: haru}, {name: 美奈, type: character, ap: 2, dp: 2}]")
    r = resolve(loads(body.replace("STATE", "{美奈.dp: 3, 春恵.dp: 2}"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "4.2.10#ex2" not in r.decided_by


STATS = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A: {deck: 20, field: [{name: 拓也, type: character, ap: 3, dp: 3}]}
  B: {deck: 20}
effects: EFFECTS
actions: []
expect:
  state: STATE
"""
MOD = "{target: 拓也, stat: ap, op: add, value: 2, source: GUN}"
SET = "{target: 拓也, stat: dp, op: set, value: 5, source: 剣}"


def test_modification_over_a_set_value_cites_example_1() -> None:
    body = STATS.replace("EFFECTS", f"[{MOD}, {SET}]")
    r = resolve(loads(body.replace("STATE", "{拓也.ap: 5, 拓也.dp: 5}"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"4.3.8", "4.3.8#ex1"} <= set(r.decided_by)


def test_modification_alone_does_not() -> None:
    body = STATS.replace("EFFECTS", f"[{MOD}]")
    r = resolve(loads(body.replace("STATE", "{拓也.ap: 5, 拓也.dp: 3}"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "4.3.8#ex1" not in r.decided_by


DEFEND = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A: {deck: 20, field: [{name: 鷹, type: character, ap: 3, dp: 2, text: "飛行"}]}
  B: {hp: 20, deck: 20, field: [DEFENDER]}
actions:
  - {do: attack, attacker: 鷹, defender: 乙, allowed: true}
expect:
  state: {鷹.zone: A.dustbox, B.hp: 20}
"""


def test_text_letting_a_ground_character_defend_a_flyer_cites_4_2_9() -> None:
    text = "「飛行」の特殊能力を持つキャラクターをディフェンスしてもよい。"
    body = DEFEND.replace(
        "DEFENDER", f'{{name: 乙, type: character, ap: 3, dp: 4, text: "{text}"}}'
    )
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"3.4.5.7", "4.2.9"} <= set(r.decided_by)


def test_a_flyer_defending_a_flyer_does_not() -> None:
    body = DEFEND.replace("DEFENDER", '{name: 乙, type: character, ap: 3, dp: 4, text: "飛行"}')
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "4.2.9" not in r.decided_by
