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
from tests.ruling.boards import mc_scenario


@pytest.mark.parametrize(
    ("text", "steps"),
    [
        ("カードを3枚補充する。", (ReplenishStep(3),)),
        # round 19: 「引く」 takes from the deck, the one place cards are drawn from (5.1.3) — what
        # 12.3.1 calls replenishing, as 「山札からカードを1枚引く」 (before: refused, "draw")
        ("カードを1枚引く。", (ReplenishStep(1, drawn=True),)),
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
        ("自軍山札の一番上に置く。", "chosen"),
        ("敵軍捨て山のカードを1枚選び、自軍山札の一番上に置く。", "other side"),
        # beside a group: once per unit or once in all is not read (round 19: beside one unit
        # target the player's steps are read, 10.10.4 — test_mc_rules_r20)
        ("〈対象:ユニットすべて〉カードを1枚補充する。", "beside a target"),
        ("◎[メイン]名前 カードを1枚補充する。", "ability"),
    ],
)
def test_what_it_does_not_run_is_refused_with_a_reason(text: str, why: str) -> None:
    prog, reason = compile_effect(text)
    assert prog is None and why in reason


HEAD = mc_scenario(
    title="t",
    turn="{player: A, number: 5, phase: main}",
    a_top="    deck: %s\n    hand: %s\n",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 3}
""",
    b_top="    deck: 10\n",
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "%s"%s}
""",
)


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
    # (「カードを1枚引く。」 until round 19, read now: test_a_draw_is_a_replenish)
    r = _rule("5", "0", "自軍山札の一番上に置く。", "ask: [A.hand]\n")
    assert r.outcome["state"] == {"A.hand": 0}
    assert any(w.kind == "unsupported" for w in r.main.warnings)


def test_a_draw_is_a_replenish() -> None:
    """「カードを1枚引く。」: the deck's top card to the hand (5.1.3, 12.3.1)."""
    r = _rule("5", "0", "カードを1枚引く。", "ask: [A.hand]\n")
    assert r.outcome["state"] == {"A.hand": 1}
    assert "12.3.1" in r.decided_by


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
        # either way 4.1.11 decides B: not brought about when A was not applied, brought about
        # when it was (「Aの内容が一部でも適用されれば、Bの内容は発揮します」; round 41: cited on
        # one target too, as mc r41_018 expects)
        assert "4.1.11" in r.decided_by
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


GROUP = mc_scenario(
    title="t",
    turn="{player: A, number: 5, phase: main}",
    a_top="    deck: 5\n",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 3%s}
""",
    b_top="    deck: 5\n",
    b="""\
      c2:
        - {name: オーク, type: unit, level: 2, attack: 3, defense: 4, state: %s}
        - {name: スライム, type: unit, level: 1, attack: 1, defense: 5, state: %s}
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: ゴブリン, type: unit, level: 1, attack: 1, defense: 2, state: %s}
""",
)


def _group(text: str, orc: str = "stand", goblin: str = "stand", own: str = "", acts: str = ""):
    acts = acts or f'  - {{do: resolve_text, player: A, text: "{text}"}}\n'
    return resolve(
        loads(
            GROUP % (own, orc, goblin, goblin)
            + "actions:\n"
            + acts
            + "ask: [オーク.damage, ゴブリン.zone, 戦士.damage]\n"
        )
    )


def test_a_group_named_by_the_steps_is_every_such_unit_of_the_battlefield() -> None:
    """「敵軍ユニットすべてに【2】ダメージを与える」 with no 〈対象:…〉: the step names its units
    itself (4.1.10), every enemy unit on the battlefield, none of the player's own."""
    text = "敵軍ユニットすべてに【2】ダメージを与える。"
    prog, why = compile_effect(text)
    assert prog is not None and prog.target is not None, why
    assert (prog.target.kind, prog.target.owner, prog.target.named) == ("all_units", "enemy", True)
    r = _group(text)
    assert r.outcome["state"] == {
        "オーク.damage": 2,
        "ゴブリン.zone": "B.discard",
        "戦士.damage": 0,
    }
    assert "4.1.10" in r.decided_by
    prog, why = compile_effect("すべての自軍ユニットに「攻撃力:+1」を付与する。")
    assert prog is not None and prog.target is not None and prog.target.owner == "own", why


@pytest.mark.parametrize(
    ("orc", "goblin", "state"),
    [
        # one of the two acted already: applied in part, so what follows is brought about
        ("rest", "stand", {"オーク.damage": 2, "ゴブリン.zone": "B.discard", "戦士.damage": 0}),
        # both acted: applied to none, nothing follows
        ("rest", "rest", {"オーク.damage": 0, "ゴブリン.zone": "B.field.c3", "戦士.damage": 0}),
    ],
)
def test_after_applied_over_a_group_needs_the_step_before_applied_to_any(
    orc: str, goblin: str, state: dict[str, object]
) -> None:
    """4.1.11 「Aの内容が一部でも適用されれば、Bの内容は発揮します」 over several units: A applied
    to any of them (10.18.1: not to an acted one) brings B about on all of them."""
    text = "敵軍ユニットすべてを行動完了にする。効果適用後、敵軍ユニットすべてに【2】ダメージを与える。"
    r = _group(text, orc, goblin)
    assert r.outcome["state"] == state
    assert {"4.1.11", "10.18.1"} <= set(r.decided_by)


def test_a_declared_target_of_every_enemy_unit_in_a_bare_text() -> None:
    """〈対象:敵軍ユニットすべて〉 (10.10.11) in a bare effect text: every enemy unit."""
    r = _group("〈対象:敵軍ユニットすべて〉対象に【2】ダメージを与える。")
    assert r.outcome["state"] == {
        "オーク.damage": 2,
        "ゴブリン.zone": "B.discard",
        "戦士.damage": 0,
    }
    assert "10.10.11" in r.decided_by


def test_after_applied_over_a_declared_party_in_an_ability() -> None:
    """An ability's 〈対象:敵軍パーティ〉 (the enemy units of its terrain, 4.4.1) with
    「効果適用後、」: B follows when A applied to any unit of the party (4.1.11)."""
    text = "□[メイン]津波\\n〈対象:敵軍パーティ〉対象を行動完了にする。効果適用後、対象に【1】ダメージを与える。"
    acts = "  - {do: use, card: 戦士}\n"
    # オーク acted already, スライム not: applied in part, so both take the damage (before,
    # each unit was read alone and オーク took none)
    r = _group("", "rest", "stand", f', text: "{text}"', acts)
    assert r.outcome["state"] == {
        "オーク.damage": 1,
        "ゴブリン.zone": "B.field.c3",
        "戦士.damage": 0,
    }
    assert "4.1.11" in r.decided_by


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # (「対象に「種族:好きな種族」を付与する。」 is read since round 49: a race declared, 4.7.3
        # — tests/ruling/test_mc_r49_cardtext_declared_grant.py)
        # a named group beside a declared target, or two groups
        ("〈対象:ユニット1体〉敵軍ユニットすべてに【1】ダメージを与える。", "group"),
        (
            "敵軍ユニットすべてに【1】ダメージを与える。自軍ユニットすべてに【1】ダメージを与える。",
            "group",
        ),
    ],
)
def test_groups_and_declared_values_it_does_not_run_are_refused(text: str, why: str) -> None:
    prog, reason = compile_effect(text)
    assert prog is None and why in reason


def test_an_ability_naming_its_group_is_reported_unsupported() -> None:
    """In an ability, where a named group's units are looked for (the battle's terrain or the
    battlefield) is not read yet: the ability is named in an unsupported warning."""
    text = "□[メイン]津波\\n敵軍ユニットすべてに【1】ダメージを与える。"
    r = resolve(loads(GROUP % (f', text: "{text}"', "stand", "stand", "stand")))
    assert any(w.kind == "unsupported" and "津波" in w.en for w in r.main.warnings)


@pytest.mark.parametrize(
    ("text", "zone", "clause"),
    [
        ("対象を破棄する。", "B.discard", "12.4.1"),
        ("対象をゲームから除外する。", "B.removed", "12.5.1"),
        ("〈対象:敵軍ユニット1体〉対象を破棄する。", "B.discard", "12.4.1"),
    ],
)
def test_a_unit_discarded_or_removed_from_the_game(text: str, zone: str, clause: str) -> None:
    """「対象を破棄する」: to its owner's discard pile (12.4.1); 「対象をゲームから除外する」: to its
    owner's removed zone (12.5.1)."""
    acts = f'  - {{do: resolve_text, player: A, text: "{text}", target: ゴブリン}}\n'
    r = _group("", acts=acts)
    assert r.outcome["state"]["ゴブリン.zone"] == zone
    assert clause in r.decided_by
    assert compile_effect("手札からカードを破棄する。")[0] is None  # a source not read: refused


@pytest.mark.parametrize(
    ("text", "goblin", "zone"),
    [
        # 10.18.1's example, as printed: 「対象に【津波：20】ダメージ。」 (a noun predicate, the
        # attribute and the amount in one label), after 「効果適用後、」 with no 〈対象:…〉
        ("対象を行動完了にする。効果適用後、対象に【津波：20】ダメージ。", "stand", "B.discard"),
        ("対象を行動完了にする。効果適用後、対象に【津波：20】ダメージ。", "rest", "B.field.c3"),
        ("対象に【2】ダメージ。", "rest", "B.discard"),
    ],
)
def test_damage_printed_as_a_noun_predicate(text: str, goblin: str, zone: str) -> None:
    prog, why = compile_effect(text)
    assert prog is not None, why
    assert DamageStep(20, "津波") in prog.steps or DamageStep(2) in prog.steps
    acts = f'  - {{do: resolve_text, player: A, text: "{text}", target: ゴブリン}}\n'
    r = _group("", goblin=goblin, acts=acts)
    assert r.outcome["state"]["ゴブリン.zone"] == zone


@pytest.mark.parametrize(
    ("goblin", "zone", "applied"), [("rest", "B.discard", True), ("stand", "B.field.c3", False)]
)
def test_a_unit_made_unacted(goblin: str, zone: str, applied: bool) -> None:
    """「対象を未行動にする」: an acted unit becomes unacted; on an unacted one it is not applied
    (4.1.15), so what follows 「効果適用後、」 is not brought about (4.1.11)."""
    text = "対象を未行動にする。効果適用後、対象に【9】ダメージを与える。"
    acts = f'  - {{do: resolve_text, player: A, text: "{text}", target: ゴブリン}}\n'
    r = _group("", goblin=goblin, acts=acts)
    assert r.outcome["state"]["ゴブリン.zone"] == zone
    assert ("4.1.15" in r.decided_by) != applied


def test_a_value_change_joined_by_to_changes_both() -> None:
    """「対象に「攻撃力:+1」と「防御力:+1」を付与する」: both values (10.14.5; before, the と-part was
    dropped without a word); a と-part of another kind is refused."""
    prog, why = compile_effect("〈対象:ユニット1体〉対象に「攻撃力:+1」と「防御力:+1」を付与する。")
    assert prog is not None, why
    assert [(s.stat, s.amount) for s in prog.steps] == [("attack", 1), ("defense", 1)]
    text = "対象に「攻撃力:+1」と「防御力:+1」を付与する。"
    acts = f'  - {{do: resolve_text, player: A, text: "{text}", target: ゴブリン}}\n'
    r = resolve(
        loads(
            GROUP % ("", "stand", "stand", "stand")
            + "actions:\n"
            + acts
            + "ask: [ゴブリン.attack, ゴブリン.defense]\n"
        )
    )
    assert r.outcome["state"] == {"ゴブリン.attack": 2, "ゴブリン.defense": 3}
    # corrected (round 18): parts of different kinds are each granted as alone (a race 10.14.2,
    # a value 4.6.2; tests/ruling/test_mc_cardtext_r18.py); a part of a kind not read is refused
    prog, why = compile_effect(
        "〈対象:ユニット1体〉対象に「種族:ドラゴン」と「防御力:+1」を付与する。"
    )
    assert prog is not None, why
    # corrected (round 29): 「アイテム:i」 is granted now (13.1.2.4); 「装備禁止」 is a kind not read
    prog, why = compile_effect("〈対象:ユニット1体〉対象に「装備禁止」と「防御力:+1」を付与する。")
    assert prog is None and "と" in why
