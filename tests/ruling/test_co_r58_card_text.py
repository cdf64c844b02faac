"""Round 58 (s55coC): constructions of the CO card text of tests/blind/cards_r57 (development
material), each read on a minimal board of its own."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

# ---- 「潜水を持つキャラクター」: a keyword printed bare, without its 「…」 (3.4.5.7)

_DEFENDED_BY = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field: [{{name: X, type: character, ap: 1, dp: 9, text: "{text}"}}]
  B:
    hp: 10
    deck: 10
    field:
      - {{name: 魚, type: character, ap: 1, dp: 5, text: "潜水"}}
      - {{name: 兵, type: character, ap: 1, dp: 5}}
actions:
  - {{do: attack, attacker: X, defender: {defender}}}
ask: [{defender}.damage]
"""


@pytest.mark.parametrize(("defender", "damage"), [("魚", 3), ("兵", 1)])
def test_defended_by_a_character_with_a_bare_keyword(defender: str, damage: int) -> None:
    """「潜水を持つ」 is 「「潜水」を持つ」: triggered only when the defender has 潜水 (3.4.5.7):
    2 damage, then the exchange's 1 (3.4.5.4)."""
    text = "『X』が潜水を持つキャラクターにディフェンスされたとき、そのキャラクターに2点のダメージを与える。"
    r = co_run(_DEFENDED_BY.format(text=text, defender=defender))
    assert r.outcome["state"] == {f"{defender}.damage": damage}


def test_a_bare_word_that_is_no_keyword_is_refused() -> None:
    text = "『X』が水泳を持つキャラクターにディフェンスされたとき、そのキャラクターに2点のダメージを与える。"
    assert not co_ability(text, name="X").supported


# ---- 「…に与えられるダメージは、1回につき1点軽減される」: each damage reduced (4.3.10)

_TWICE = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand:
      - {{name: 矢, type: event, cost: 1, text: "対象のキャラクター1体に2点のダメージを与える。"}}
      - {{name: 槍, type: event, cost: 1, text: "対象のキャラクター1体に2点のダメージを与える。"}}
  B:
    hp: 20
    deck: 10
    field: [{{name: ゴーレム, type: character, ap: 1, dp: 5, text: "{text}"}}]
actions:
  - {{do: play, card: 矢, target: ゴーレム}}
  - {{do: play, card: 槍, target: ゴーレム}}
ask: [ゴーレム.zone, ゴーレム.damage]
"""


@pytest.mark.parametrize(
    ("text", "damage"),
    [
        ("『ゴーレム』に与えられるダメージは、1回につき1点軽減される。", 2),
        ("『ゴーレム』が受けるダメージは、1回につき1点軽減される。", 2),
        ("", 4),
    ],
)
def test_each_damage_reduced(text: str, damage: int) -> None:
    """Two damages of 2: each reduced by 1 as its value is decided (4.3.10) — 1 + 1."""
    r = co_run(_TWICE.format(text=text))
    assert r.outcome["state"] == {"ゴーレム.zone": "B.field", "ゴーレム.damage": damage}


def test_a_reduction_once_every_two_times_is_refused() -> None:
    text = "『ゴーレム』が受けるダメージは、2回につき1点軽減される。"
    assert not co_ability(text, name="ゴーレム").supported


# ---- 「山札の上からN枚を見る。それらを好きな順番で山札の一番上に戻す」: 「それら」 the cards looked at
# (still on the deck: a look moves none, 4.2.2; the order chosen, 4.2.9)

_LOOK = """game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: [{name: 一}, {name: 二}, {name: 三}]
    field:
      - {name: 司書, type: navigator, text: "%s"}
  B: {hp: 10, deck: 10}
actions:
  - {do: activate, card: 司書}
choices: [{player: A, choose: 二}]
"""


@pytest.mark.parametrize(
    "text",
    [
        "1エネルギーを支払う:あなたの山札の上から2枚のカードを見る。それらを好きな順番で山札の一番上に戻す。",
        "1エネルギーを支払う:あなたの山札の上から2枚のカードを見る。そのあと、それらを好きな順番で山札の一番上に戻す。",
    ],
)
def test_those_looked_at_back_in_the_order_chosen(text: str) -> None:
    from ruling.resolve import resolve
    from ruling.scenario import loads

    r = resolve(loads(_LOOK % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert [c.name for c in r.main.final.players["A"].zones["deck"]] == ["二", "一", "三"]
    assert {"4.2.9", "4.2.2"} <= set(r.decided_by)


def test_those_looked_at_taken_elsewhere_is_refused() -> None:
    # 「それら」 after a look names the cards looked at; a move of them other than back on the
    # deck (a put in the hand of every card looked at) is not this construction
    text = "あなたの山札の上から3枚のカードを見る。それらを手札に加える。"
    assert not co_ability(text, "event").supported


# ---- 「『X』がアンタップ / タップ状態である限り、『X』は…」: an effect of X in force while X is in
# that orientation (3.2.2 アンタップ, 3.4.5.2 タップ; worked out as the effects are applied, 4.3.8)

_STATE = """
turn: {{player: A, number: 5, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field: [{{name: 番人, type: character, ap: 1, dp: 1, state: {state}, text: "{text}"}}]
  B: {{hp: 10, deck: 10}}
actions: []
ask: [番人.ap]
"""


@pytest.mark.parametrize(
    ("text", "state", "ap"),
    [
        ("『番人』がアンタップ状態である限り、『番人』は「+1:+1」の修正を受ける。", "stand", 2),
        ("『番人』がアンタップ状態である限り、『番人』は「+1:+1」の修正を受ける。", "rest", 1),
        ("『番人』がタップ状態である限り、『番人』は「+1:+1」の修正を受ける。", "rest", 2),
        ("『番人』がタップ状態である限り、『番人』は「+1:+1」の修正を受ける。", "stand", 1),
        ("『番人』はアンタップ状態である限り、『番人』は「+1:+1」の修正を受ける。", "stand", 2),
    ],
)
def test_a_modifier_while_this_card_is_in_a_state(text: str, state: str, ap: int) -> None:
    r = co_run(_STATE.format(text=text, state=state))
    assert r.outcome["state"] == {"番人.ap": ap}


def test_the_state_of_another_card_is_refused() -> None:
    text = "『兵』がアンタップ状態である限り、『番人』は「+1:+1」の修正を受ける。"
    assert not co_ability(text, name="番人").supported


_DIVER = """
turn: {{player: A, number: 5, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {{name: 鮫, type: character, ap: 3, dp: 2, text: "潜水"}}
  B:
    hp: 3
    deck: 10
    field:
      - {{name: ラベンダー, type: character, ap: 2, dp: 4, text: "{text}"}}
actions:
  - {{do: attack, attacker: 鮫, defender: ラベンダー}}
ask: [B.hp]
"""


@pytest.mark.parametrize(
    "text",
    [
        "『ラベンダー』はアンタップ状態である限り、「潜水」の特殊能力を持つキャラクターをディフェンスしてもよい。",
        "『ラベンダー』がアンタップ状態である限り、『ラベンダー』は「潜水」の特殊能力を持つキャラクターをディフェンスしてもよい。",
    ],
)
def test_a_defence_permission_while_untapped(text: str) -> None:
    """3.4.5.7, 4.3.8: the untapped character may defend a diving attacker while the condition
    holds — B defends, the attack deals B no damage (3.4.5.4)."""
    r = co_run(_DIVER.format(text=text))
    assert r.outcome["state"] == {"B.hp": 3}
    assert "3.4.5.7" in r.decided_by


def test_no_permission_no_defence_of_a_diver() -> None:
    # the neighbour: without the text the ground character cannot defend the diver (3.4.5.7):
    # the 3 damage goes to B, whose HP reaches 0
    r = co_run(_DIVER.format(text=""))
    assert r.outcome.get("winner") == "A", r.outcome


# ---- 「このカードは、Cでなければプレイできない」 / 「Cなら、この特殊能力は使用できない」: the card
# played / the ability used only while the condition holds / does not hold (4.3.5 read the other way)

_UNLESS = """game: co
title: t
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: {hp}
    energy: 1
    deck: 10
    hand:
      - {{name: 賭け, type: event, cost: 1, text: "このカードは、あなたのHPが5以下でなければプレイできない。\\nあなたは山札からカードを1枚引く。"}}
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: play, card: 賭け{allowed}}}
expect:
  state: {{賭け.zone: {zone}}}
"""


@pytest.mark.parametrize(
    ("hp", "allowed", "zone"),
    [(5, "", "A.dustbox"), (6, ", allowed: false", "A.hand")],
)
def test_a_card_played_only_unless_its_condition_fails(hp: int, allowed: str, zone: str) -> None:
    from ruling.resolve import check_expect, resolve
    from ruling.scenario import loads

    r = resolve(loads(_UNLESS.format(hp=hp, allowed=allowed, zone=zone), "t.yaml"))
    assert not check_expect(r)


_NOT_AFTER_ATTACK = """game: co
title: t
turn: {{player: A, number: 6, phase: {phase}}}
players:
  A:
    hp: 20
    energy: 3
    deck: 10
    field:
      - {{name: 雫, type: character, ap: 1, dp: 3, text: "1エネルギーを支払う:ターン終了時まで、『雫』に「+0:+1」の修正を与える。このターンに『雫』がアタックしているなら、この特殊能力は使用できない。"}}
  B: {{hp: 20, deck: 10}}
actions:
{actions}
ask: [雫.dp]
"""


def test_an_ability_not_used_after_its_card_attacked() -> None:
    from ruling.resolve import resolve
    from ruling.scenario import loads

    actions = (
        "  - {do: attack, attacker: 雫, defender: none}\n"
        "  - {do: activate, card: 雫, allowed: false}"
    )
    r = resolve(loads(_NOT_AFTER_ATTACK.format(phase="main", actions=actions), "t.yaml"))
    assert r.outcome["state"] == {"雫.dp": 3}
    assert "4.3.5" in r.decided_by


def test_an_ability_used_when_its_card_did_not_attack() -> None:
    from ruling.resolve import resolve
    from ruling.scenario import loads

    actions = "  - {do: draw_phase}\n  - do: main_phase\n    actions: [{do: activate, card: 雫}]"
    r = resolve(loads(_NOT_AFTER_ATTACK.format(phase="draw", actions=actions), "t.yaml"))
    assert r.outcome["state"] == {"雫.dp": 4}


# ---- 「相手の山札の上から1枚を見て、山札の一番上か一番下に置く」: the opponent's deck looked at by the
# player, its card put back on top or at the bottom of that deck (4.2.9 over 4.2.2; 4.2.12)

_THEIR_TOP = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: [{{name: 山1, type: spell}}, {{name: 山2, type: spell}}]
  B:
    hp: 10
    deck: [{{name: 甲, type: spell}}, {{name: 乙, type: spell}}, {{name: 丙, type: spell}}]
actions:
  - {{do: resolve_text, player: A, text: "相手の山札の上から1枚を見て、山札の一番上か一番下に置く。"}}
choices:
  - {{player: A, at: optional_step, choose: {answer}}}
ask: [甲.zone]
"""


@pytest.mark.parametrize(
    ("answer", "order"), [("yes", ["乙", "丙", "甲"]), ("no", ["甲", "乙", "丙"])]
)
def test_the_opponents_card_looked_at_on_top_or_at_the_bottom(
    answer: str, order: list[str]
) -> None:
    """A picks: 甲 at the bottom of B's deck or back on top; A's deck untouched."""
    r = co_run(_THEIR_TOP.format(answer=answer))
    final = r.main.final.players
    assert [c.name for c in final["B"].zones["deck"]] == order
    assert [c.name for c in final["A"].zones["deck"]] == ["山1", "山2"]


def test_the_opponents_cards_looked_at_only_put_back() -> None:
    ab = co_ability("相手の山札の上から2枚を見て、好きな順番で山札の一番上に戻す。", "event")
    assert ab.supported, ab.reason
    assert not co_ability(
        "相手の山札の上から1枚を見て、そのカードを手札に加える。", "event"
    ).supported


def test_the_opponents_cards_back_in_the_order_the_player_chooses() -> None:
    board = _THEIR_TOP.replace(
        "相手の山札の上から1枚を見て、山札の一番上か一番下に置く。",
        "相手の山札の上から2枚を見て、好きな順番で山札の一番上に戻す。",
    ).replace("at: optional_step, choose: {answer}", "choose: 乙")
    r = co_run(board.format())
    final = r.main.final.players
    assert [c.name for c in final["B"].zones["deck"]] == ["乙", "甲", "丙"]
    assert {"4.2.9", "4.2.2"} <= set(r.decided_by)


# ---- 「カウンターをN個取り除く:」 with no card named: the counters of the card whose ability is
# used (1.5: a card's counters; 4.3.3.3: the cost paid as printed)

_REMOVE = """\
turn: {player: A, number: 3, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 魔導, type: item, counters: %d, text: "カウンターを3個取り除く:対象のキャラクター1体に3ダメージを与える。"}]
  B:
    hp: 20
    deck: 10
    field: [{name: 壁, type: character, ap: 1, dp: 3}]
actions:
  - {do: activate, card: 魔導, target: 壁}
ask: [魔導.counters, 壁.zone]
"""


@pytest.mark.parametrize(("counters", "left", "zone"), [(4, 1, "B.dustbox"), (2, 2, "B.field")])
def test_counters_of_this_card_taken_away_as_the_cost(counters: int, left: int, zone: str) -> None:
    """3 of 4 taken away pays the cost and the 3 damage crashes 壁; 2 do not pay 3: refused."""
    r = co_run(_REMOVE % counters)
    assert r.outcome["state"] == {"魔導.counters": left, "壁.zone": zone}


def test_counters_taken_away_from_no_card_in_an_effect_stay_refused() -> None:
    # the neighbour: an effect's step names no card whose counters go (no cost to pay them)
    assert not co_ability("あなたはカウンターを3個取り除く。", "spell").supported


# ---- 「そのあとで、」: the lexicon's 「その後」 (the next step follows, 4.3.2.6) with で

_THEN = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: [{{name: 山1, type: spell}}, {{name: 山2, type: spell}}, {{name: 山3, type: spell}}]
    hand: []
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
ask: [山1.zone, 山2.zone]
"""


@pytest.mark.parametrize(
    "text",
    [
        "あなたは山札からカードを1枚引く。そのあとで、あなたは山札からカードを1枚引く。",
        "あなたは山札からカードを1枚引き、そのあとで山札からカードを1枚引く。",
    ],
)
def test_then_with_de(text: str) -> None:
    r = co_run(_THEN.format(text=text))
    assert r.outcome["state"] == {"山1.zone": "A.hand", "山2.zone": "A.hand"}
