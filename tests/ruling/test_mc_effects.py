"""mc bare effect texts (``resolve_text``) and the steps an effect does to its player's cards
(``_mc/effects.py``): each construction compiled from a minimal text and run on a board, with
the clause that decides it; text the compiler refuses is reported, never guessed."""

from __future__ import annotations

import pytest

from ruling.games._mc.cardtext import (
    AfterApplied,
    ChooseStep,
    DamageStep,
    PileDiscardStep,
    PutStep,
    ReplenishStep,
    RestStep,
    compile_effect,
)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads


@pytest.mark.parametrize(
    ("text", "steps"),
    [
        ("カードを3枚補充する。", (ReplenishStep(3),)),
        ("カードを2枚まで補充する。", (ReplenishStep(2, True),)),
        ("手札を3枚破棄する。", (PileDiscardStep("hand", 3),)),
        ("山札を2枚破棄する。", (PileDiscardStep("deck", 2),)),
        (
            "自軍捨て山のカードを1枚選び、自軍山札の一番上に置く。",
            (ChooseStep("discard", "own", 1), PutStep("deck", "own", "top")),
        ),
        ("〈対象:ユニット1体〉対象に【2】ダメージを与える。", (DamageStep(2),)),
    ],
)
def test_each_construction_compiles(text: str, steps: tuple[object, ...]) -> None:
    prog, why = compile_effect(text)
    assert prog is not None, why
    assert prog.steps == steps and prog.kind == "effect"


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("カードを1枚引く。", "draw"),  # MC has no drawing: it replenishes (12.3)
        ("自軍山札の一番上に置く。", "chosen"),
        ("敵軍捨て山のカードを1枚選び、自軍山札の一番上に置く。", "other side"),
        ("〈対象:ユニット1体〉カードを1枚補充する。", "beside a target"),
        ("◎[メイン]名前 カードを1枚補充する。", "ability"),
    ],
)
def test_what_it_does_not_run_is_refused_with_a_reason(text: str, why: str) -> None:
    prog, reason = compile_effect(text)
    assert prog is None and why in reason


HEAD = """
game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: %s
    hand: %s
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 3}
  B:
    deck: 10
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: resolve_text, player: A, text: "%s"%s}
"""


def _rule(deck: str, hand: str, text: str, rest: str = "", extra: str = ""):
    return resolve(loads(HEAD % (deck, hand, text, extra) + rest))


def test_discarding_more_than_the_hand_holds_discards_it_all() -> None:
    r = _rule("5", "[森, 林]", "手札を3枚破棄する。", "ask: [A.hand, A.discard]\n")
    assert r.outcome["state"] == {"A.hand": 0, "A.discard": 2}
    assert "12.4.2" in r.decided_by


def test_discarding_fewer_than_the_hand_holds_discards_the_chosen() -> None:
    r = _rule(
        "5",
        "[森, 林]",
        "手札を1枚破棄する。",
        "choices: [{player: A, choose: 林}]\nask: [森.zone, 林.zone]\n",
    )
    assert r.outcome["state"] == {"森.zone": "A.hand", "林.zone": "A.discard"}
    assert "12.4.2" not in r.decided_by and "12.4.1" in r.decided_by


def test_discarding_from_the_deck_takes_its_top() -> None:
    r = _rule("[上, 中, 下]", "0", "山札を2枚破棄する。", "ask: [上.zone, 中.zone, 下.zone]\n")
    assert r.outcome["state"] == {
        "上.zone": "A.discard",
        "中.zone": "A.discard",
        "下.zone": "A.deck",
    }


def test_replenishing_more_than_the_deck_holds_takes_it_all() -> None:
    r = _rule("2", "1", "カードを3枚補充する。", "ask: [A.hand, A.deck]\n")
    assert r.outcome["state"] == {"A.hand": 3, "A.deck": 0}
    assert "12.3.1.3" in r.decided_by


def test_replenishing_up_to_n_declares_a_number_and_zero_is_not_applied() -> None:
    text = "カードを2枚まで補充する。"
    r = _rule("10", "3", text, "choices: [{player: A, choose: 0}]\nask: [A.hand, A.deck]\n")
    assert r.outcome["state"] == {"A.hand": 3, "A.deck": 10}
    assert {"12.3.1.2", "12.3.1.4"} <= set(r.decided_by)
    r = _rule("10", "3", text, "choices: [{player: A, choose: 2}]\nask: [A.hand]\n")
    assert r.outcome["state"] == {"A.hand": 5}


def test_a_chosen_card_is_put_on_the_deck() -> None:
    scn = HEAD.replace("    hand: %s\n", "    hand: %s\n    discard: [ゴブリン, オーク]\n")
    r = resolve(
        loads(
            scn % ("[山]", "0", "自軍捨て山のカードを1枚選び、自軍山札の一番上に置く。", "")
            + "choices: [{player: A, choose: オーク}]\nexpect: {state: {A.deck: [オーク, 山]}}\n"
        )
    )
    assert check_expect(r) == []


def test_a_targeting_text_needs_its_target_and_applies_to_it() -> None:
    text = "〈対象:ユニット1体〉対象に【3】ダメージを与える。"
    r = _rule("5", "0", text, "ask: [戦士.zone]\n", ", target: 戦士")
    assert r.outcome["state"] == {"戦士.zone": "A.discard"}
    r = _rule("5", "0", text, "ask: [戦士.zone]\n", ", allowed: false")
    assert r.main.rejected and check_expect(r) == []
    assert r.outcome["state"] == {"戦士.zone": "A.field.c2"}


def test_a_text_it_cannot_run_is_reported_unsupported() -> None:
    r = _rule("5", "0", "カードを1枚引く。", "ask: [A.hand]\n")
    assert r.outcome["state"] == {"A.hand": 0}
    assert any(w.kind == "unsupported" for w in r.main.warnings)


def test_an_ability_without_a_target_runs_its_player_steps_when_used() -> None:
    scn = HEAD.replace(
        "attack: 1, defense: 3}",
        'attack: 1, defense: 3, text: "□[メイン]補給\\nカードを1枚補充する。"}',
    ).replace('actions:\n  - {do: resolve_text, player: A, text: "%s"%s}\n', "")
    r = resolve(loads(scn % ("3", "0") + "actions:\n  - {do: use, card: 戦士}\nask: [A.hand]\n"))
    assert r.outcome["state"] == {"A.hand": 1}
    assert check_expect(r) == []


def test_a_condition_of_several_species_printed_with_or_is_read() -> None:
    """「種族:X or Y」 (its separator printed with spaces) is the condition X or Y (10.12)."""
    text = "〈対象:ユニット1体〉対象が「種族:ドラゴン or レプタイル」の場合、対象に「攻撃力:+3」を付与する。"
    prog, why = compile_effect(text)
    assert prog is not None and prog.condition == ("species", ("ドラゴン", "レプタイル")), why
    for race, attack in (("レプタイル", 4), ("アンデッド", 1)):
        scn = HEAD.replace(
            "level: 1, attack: 1, defense: 3}", f"level: 1, attack: 1, defense: 3, race: {race}}}"
        )
        r = resolve(loads(scn % ("5", "0", text, ", target: 戦士") + "ask: [戦士.attack]\n"))
        assert r.outcome["state"] == {"戦士.attack": attack}


def test_after_applied_brings_about_what_follows_only_if_the_step_before_applied() -> None:
    """「Aする。効果適用後、Bする。」 (4.1.11): on an acted unit 「行動完了にする」 is not applied
    (10.18.1), so the damage after it is not dealt; on an unacted one both are."""
    text = "〈対象:ユニット1体〉対象を行動完了にする。効果適用後、対象に【津波】【5】ダメージを与える。"
    prog, why = compile_effect(text)
    assert prog is not None and prog.steps == (RestStep(), AfterApplied(), DamageStep(5, "津波"))
    for state, zone in (("rest", "A.field.c2"), ("stand", "A.discard")):
        scn = HEAD.replace("attack: 1, defense: 3}", f"attack: 1, defense: 3, state: {state}}}")
        r = resolve(loads(scn % ("5", "0", text, ", target: 戦士") + "ask: [戦士.zone]\n"))
        assert r.outcome["state"] == {"戦士.zone": zone}
        assert ("4.1.11" in r.decided_by) == (state == "rest")
    assert (
        compile_effect(
            "〈対象:自軍パーティ〉対象を行動完了にする。効果適用後、対象に【5】ダメージを与える。"
        )[0]
        is None
    )


def test_a_bare_text_naming_its_target_without_a_declaration_takes_the_named_unit() -> None:
    """「対象に…」 with no 〈対象:～〉: a bare effect text has no use to declare its target at
    (10.10.1), so the unit the situation names is the target, as 〈対象:ユニット1体〉; without
    one the text is refused as a targeting text (10.10.2, 10.10.3)."""
    text = "対象に【3】ダメージを与える。"
    prog, why = compile_effect(text)
    assert prog is not None and prog.target is not None and prog.target.kind == "unit", why
    r = _rule("5", "0", text, "ask: [戦士.zone]\n", ", target: 戦士")
    assert r.outcome["state"] == {"戦士.zone": "A.discard"}
    r = _rule("5", "0", text, "ask: [戦士.zone]\n", ", allowed: false")
    assert r.main.rejected and r.outcome["state"] == {"戦士.zone": "A.field.c2"}
    assert compile_effect("カードを1枚補充する。")[0].target is None  # type: ignore[union-attr]


def test_a_replaced_death_is_cited_and_the_equipment_goes_with_the_unit() -> None:
    """A death replaced by removal (10.8.3, 11.3.3.2): the unit is removed, never discarded, and
    its equipment is discarded with its move (2.1.2.1.2.2)."""
    scn = HEAD.replace(
        "attack: 1, defense: 3}",
        "attack: 1, defense: 3, item_slots: 1}\n"
        "        - {name: 剣, type: item, attack_bonus: 1, equipped_to: 戦士}",
    )
    eff = "effects:\n  - {target: 戦士, stat: die, op: replace, value: remove}\n"
    text = "〈対象:ユニット1体〉対象に【3】ダメージを与える。"
    r = resolve(
        loads(scn % ("5", "0", text, ", target: 戦士") + eff + "ask: [戦士.zone, 剣.zone]\n")
    )
    assert r.outcome["state"] == {"戦士.zone": "A.removed", "剣.zone": "A.discard"}
    assert {"10.8.3", "11.3.3.2", "2.1.2.1.2.2"} <= set(r.decided_by)
    r = resolve(loads(scn % ("5", "0", text, ", target: 戦士") + "ask: [戦士.zone, 剣.zone]\n"))
    assert r.outcome["state"] == {"戦士.zone": "A.discard", "剣.zone": "A.discard"}
    assert "11.3.3.2" not in r.decided_by


def test_effect_damage_against_a_defence_not_given_branches() -> None:
    """11.3.1.2.1 compares the damage with a defence the scenario leaves out: both results are
    explored (the rule process follows each), never a default taken."""
    scn = HEAD.replace("level: 1, attack: 1, defense: 3}", "level: 1, attack: 1}")
    text = "〈対象:ユニット1体〉対象に【2】ダメージを与える。"
    exp = (
        "expect:\n  branches:\n"
        '    "2≥戦士.defense": {state: {戦士.zone: A.discard}}\n'
        '    "2<戦士.defense": {state: {戦士.zone: A.field.c2}}\n'
        '  decided_by: ["11.3.1.2.1"]\n'
    )
    r = resolve(loads(scn % ("5", "0", text, ", target: 戦士") + exp))
    assert r.branched and check_expect(r) == []


def test_a_resistance_does_not_keep_off_damage_of_another_attribute() -> None:
    """「耐性:x」 keeps a unit alive against x only (13.1.7.1): 【吹雪】 damage of its defence
    kills a unit with 「耐性:火炎」, and the ruling cites why the resistance did nothing."""
    scn = HEAD.replace("defense: 3}", 'defense: 3, text: "「耐性:火炎」"}').replace(
        'actions:\n  - {do: resolve_text, player: A, text: "%s"%s}\n', ""
    )
    for attr, zone in (("吹雪", "A.discard"), ("火炎", "A.field.c2")):
        act = f"actions:\n  - {{do: damage, to: 戦士, amount: 3, attribute: {attr}}}\n"
        r = resolve(loads(scn % ("5", "0") + act + "ask: [戦士.zone]\n"))
        assert r.outcome["state"] == {"戦士.zone": zone}
        assert "13.1.7.1" in r.decided_by
