"""Format gaps the blind writers reported in round 14 (issue 14, "a scenario format that can say
what a situation needs"), each on a minimal scenario of its own; docs/scenarios.md describes
each key with an example."""

from __future__ import annotations

from pathlib import Path

import pytest

from ruling.cardref import CARD_DB
from ruling.render import warnings_data
from ruling.resolve import check_expect, resolve
from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import problems

# ------------------------------------------------ 1. vg: values beside `card:`, unknown values

VG_BATTLE = """
game: vg
title: t
turn: {player: A, number: 5, phase: battle, first_player: A}
players:
  A:
    vanguard: %s
    center_back: %s
    deck: [{name: 外れ, type: normal}, 10]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    hand: [%s]
    deck: [{name: 傷札, type: normal}, 10]
actions:
  - {do: attack, %s}
expect:
  %s
"""
DRAGON = "{name: 覇竜, type: normal, grade: 3, power: 13000, critical: 1}"
SUPPORT = "{name: 支援, type: normal, grade: 1, power: 8000, skills: [boost]}"


def test_a_guardian_shield_not_given_is_branched_not_read_as_0() -> None:
    """6.2.4.1 / 10.7.1.2: the attacked unit's power in the battle adds its guardian's shield; a
    shield the scenario leaves out makes that power unknown — the hit is branched on (a silent
    0 would give a hit at 13000 vs 13000)."""
    text = VG_BATTLE % (
        DRAGON,
        SUPPORT,
        "{name: 盾役, type: normal, grade: 0}",
        "guard: [盾役]",
        "outcome: {game_over: false}\n  unknown: [盾役.shield]",
    )
    assert problems(text) == []
    r = resolve(loads(text))
    assert r.branched and r.outcome["choice"] == "unknown_value"
    given = VG_BATTLE % (
        DRAGON,
        SUPPORT,
        "{name: 盾役, type: normal, grade: 0, shield: 0}",
        "guard: [盾役]",
        "state: {B.damage: 1}",
    )
    assert problems(given) == [] and not resolve(loads(given)).branched


def test_a_booster_power_not_given_is_branched() -> None:
    """10.4.1.12.1: the booster's power is added to the attacker's; left out, unknown."""
    text = VG_BATTLE % (
        "{name: 覇竜, type: normal, grade: 3, power: 5000, critical: 1}",
        "{name: 支援, type: normal, grade: 1, skills: [boost]}",
        "",
        "boost: center_back",
        "unknown: [支援.power]",
    )
    assert problems(text) == []


def test_values_beside_card_are_used_and_a_value_in_neither_is_unknown(
    card_db: Path | None,
) -> None:
    """``{card: N, power: …}``: the database gives name and text (the vg list has no grade,
    power or shield); what is written beside it is used; what is in neither is unknown."""
    if card_db is None:
        pytest.skip("../shared/cards (the card lists) is absent")
    token = CARD_DB.set(card_db)
    try:
        given = VG_BATTLE % (
            "{card: DZ-BT12/003, grade: 3, power: 13000, critical: 1}",
            SUPPORT,
            "",
            "target: vanguard",
            "state: {A.vanguard.power: 13000, A.vanguard.grade: 3, B.damage: 1}",
        )
        assert problems(given) == []
        left_out = VG_BATTLE % (
            "{card: DZ-BT12/003, grade: 3, critical: 1}",
            SUPPORT,
            "",
            "target: vanguard",
            "unknown: [旋虐竜 ベリジェアクロ.power]",
        )
        assert problems(left_out) == []
        # the guardian named by its number; its shield is in neither: the hit is branched on
        by_number = VG_BATTLE % (
            DRAGON,
            SUPPORT,
            "{card: DZ-BT12/003}",
            "guard: [DZ-BT12/003]",
            "state: {DZ-BT12/003.zone: B.drop}\n  unknown: [旋虐竜 ベリジェアクロ.shield]",
        )
        assert problems(by_number) == []
        assert resolve(loads(by_number)).branched
        chosen = """
game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    hand: [{card: DZ-BT12/003, grade: 1}, {name: 他, type: normal, grade: 1}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "手札から１枚選び、捨てる。"}
choices:
  - {player: A, choose: DZ-BT12/003}
expect:
  state: {A.drop: [旋虐竜 ベリジェアクロ], A.hand: [他]}
"""
        assert problems(chosen) == [] and not resolve(loads(chosen)).branched
    finally:
        CARD_DB.reset(token)


# ------------------------------------------------ 2. vg: the yes/no of 「【コスト】[…]することで」

VG_COST = """
game: vg
title: t
turn: {player: A, number: 5, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000, critical: 1, text: "【自】【(V)】：このユニットがアタックした時、【コスト】[【カウンターブラスト】(1)]することで、そのバトル中、このユニットのパワー＋10000。"}
    damage: [{name: 傷, type: normal}]
    deck: [{name: 外れ, type: normal}, 10]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 18000}
    deck: [{name: 傷札, type: normal}, 10]
actions:
  - {do: attack}
choices:
  - {player: A, at: %s, choose: %s}
expect:
  state: {B.damage: %d}
"""


@pytest.mark.parametrize(
    ("at", "choose", "damage"), [("cost", "yes", 1), ("optional", "yes", 1), ("cost", "no", 0)]
)
def test_an_optional_cost_is_answered_with_at_cost_or_optional(
    at: str, choose: str, damage: int
) -> None:
    """11.9.5.2: 「【コスト】[…]することで」 — the master may pay or not: ``at: cost`` (vg's name)
    or ``at: optional`` (ws's) answers it."""
    r = resolve(loads(VG_COST % (at, choose, damage)))
    assert not r.branched
    assert check_expect(r) == []


def test_an_unused_answer_names_the_choices_asked() -> None:
    """A guessed ``at:`` that nothing asks is reported with the kinds the replay did ask."""
    r = resolve(loads(VG_COST % ("pay", "yes", 1)))
    texts = [w["text"] for w in warnings_data(r, "en") if w["kind"] == "unused_choice"]
    assert texts and all("at: pay" in t and "cost" in t and "optional" in t for t in texts)


# ------------------------------------------------ 3. vg: the attacked unit cannot be chosen

VG_TARGET = """
game: vg
title: t
turn: {player: A, number: 5, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000, critical: 1, text: "【自】【(V)】：このユニットがアタックした時、１枚引く。%s"}
    deck: [{name: 引いた札, type: normal}, 10]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000%s}
    center_back: {name: 後衛兵, type: normal, grade: 1, power: 6000}
    deck: 10
    damage: 1
actions:
  - {do: attack, target: %s, allowed: %s}
expect:
  state: {%s}
  %s
"""


def test_a_target_that_cannot_be_chosen_rests_the_attacker_and_ends_the_battle() -> None:
    """10.4.1.5 rests the attacking unit and its 「アタックした時」 triggers (10.4.1.5.3) before
    the attacked unit is chosen (10.4.1.6); a back-row unit is no choice there (1.3.2): the
    attack on it is refused (``allowed: false`` holds), the attacker stays rested.
    corrected (round 14): was "no unit is the attacked unit, 10.4.1.7.1 to the close step,
    nothing is hit" (B.damage: 1). 10.4.1.6 「…ユニットを1体選択し」 binds the fighter and B's
    vanguard is a choice it offers: the vanguard is chosen and the battle goes on (13000 vs
    13000: hit, B.damage 2); the close step with nothing hit is when no unit can be chosen,
    as in the next test (tests/ruling/test_vg_rules_r15.py)."""
    text = VG_TARGET % (
        "",
        "",
        "B.center_back",
        "false",
        "A.vanguard.state: rest, B.damage: 2, 後衛兵.zone: B.center_back",
        'decided_by: ["10.4.1.5", "10.4.1.6"]\n  triggered: {覇竜: 1}',
    )
    assert problems(text) == []


def test_a_target_an_effect_protects_likewise() -> None:
    """「アタックされない」 (1.3.3, 10.2.3) on B's only front-row unit, A's vanguard its only
    attacker. corrected (round 14, review): was "rested, on to the close step" (A.vanguard.state:
    rest, decided_by 10.4.1.7.1). 10.3.2 「アタックできないユニットやアタックされないユニットが
    ある…結果としてアタックがまったく行えない場合、アタックすることができません」: no attack can be
    made at all, so attacking is not chosen — nothing rests, no battle begins."""
    text = VG_TARGET % (
        "",
        ', text: "【永】：このユニットはアタックされない。"',
        "vanguard",
        "false",
        "A.vanguard.state: stand, B.damage: 1",
        'decided_by: ["10.3.2", "10.2.3"]',
    )
    assert problems(text) == []


def test_an_attacker_that_cannot_attack_stays_standing() -> None:
    """The other case: the attacking unit itself cannot be chosen (10.4.1.3, 1.3.3) — nothing
    is rested and nothing triggers."""
    text = VG_TARGET % (
        "\\n【永】：このユニットはアタックできない。",
        "",
        "vanguard",
        "false",
        "A.vanguard.state: stand, B.damage: 1, A.hand: 0",
        "triggered: {覇竜: 0}",
    )
    assert problems(text) == []


def test_allowed_true_on_an_impossible_target_fails() -> None:
    # corrected (round 14): the battle goes on against B's vanguard (B.damage 2, was 1)
    text = VG_TARGET % ("", "", "B.center_back", "true", "B.damage: 2", "")
    got = problems(text)
    assert len(got) == 1 and "10.4.1.7.1" not in got[0] and "refused" in got[0]


# ------------------------------------------------ 4. ws: `counter:` with no counter step

WS_ATTACK = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    deck: [{name: トリガー札, type: character}, 9]
    stage: {center_front: {name: 攻め手, type: character, level: 1, power: 5000, soul: 1}}
  B:
    level: [{name: 黄, type: character, color: YELLOW}]
    hand: [{name: 反撃, type: event, level: 0, cost: 0, color: YELLOW, text: "【カウンター】 あなたは自分のキャラを1枚選び、そのターン中、パワーを＋3000。"}]
    deck: [{name: 受ける1, type: character}, 9]
    stage: {%s}
actions:
  - {do: attack, player: A, slot: center_front, kind: %s, counter: [{do: play, card: 反撃, allowed: %s}]}
expect:
  state: {B.hand: [反撃]}
  decided_by: ["7.3.1.3"]
"""
FACING = "center_front: {name: 守り手, type: character, level: 1, power: 4000, soul: 1}"


@pytest.mark.parametrize(("stage", "kind"), [(FACING, "side"), ("", "direct")])
def test_a_counter_play_in_an_attack_without_counter_step_is_refused(stage: str, kind: str) -> None:
    """7.3.1.3: only a front attack has a counter step; a play written in `counter:` of a side
    or direct attack is refused with that clause, and ``allowed:`` is read against it."""
    assert problems(WS_ATTACK % (stage, kind, "false")) == []
    got = problems(WS_ATTACK % (stage, kind, "true"))
    assert len(got) == 1 and "has no counter step" in got[0]


# ------------------------------------------------ 5. ws / vg: an attack's recorded values

WS_STAR = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    deck: [{name: トリガー札, type: character}, 9]
    stage: {left_front: {name: 攻め手, type: character, level: 1, power: 5000, soul: 1}}
  B:
    deck: [{name: 受ける1, type: character}, 9]
    stage: {center_front: {name: 看板, type: character, level: 1, power: 4000, soul: 1, text: "【永】 大活躍"}}
actions:
  - {do: attack, player: A, slot: left_front, kind: direct}
expect:
  %s
"""


def test_the_attack_method_after_great_performance_is_front() -> None:
    """10.6.2: 大活躍 replaces the direct attack (nothing opposite 攻め手) by a front attack on
    看板; ``attack.kind`` is the method the attack finally used, decided by 10.6.2."""
    assert (
        problems(
            WS_STAR
            % "state: {attack.kind: front, attack.1.defender: 看板, attack.attacker: 攻め手}\n"
            '  decided_by: ["10.6.2"]'
        )
        == []
    )
    got = problems(WS_STAR % "state: {attack.kind: direct}")
    assert got == ["state attack.kind: expected 'direct', got 'front'"]
    assert problems(WS_STAR % "state: {attack.2.kind: front}") == [
        "state attack.2.kind: no such attack was made in the replay"
    ]


def test_an_unknown_attack_field_is_a_clear_error() -> None:
    with pytest.raises(ScenarioError) as e:
        loads(WS_STAR % "state: {attack.method: front}")
    assert "kind, attacker, attacked, defender" in str(e.value)


def test_vg_records_the_booster() -> None:
    text = VG_BATTLE % (
        DRAGON,
        SUPPORT,
        "",
        "boost: center_back",
        "state: {attack.attacker: 覇竜, attack.attacked: [騎士], attack.booster: 支援}",
    )
    assert problems(text) == []


# ------------------------------------------------ 6. ws: the level-up choice is `at: level_up`

WS_LEVEL_UP = """
game: ws
title: t
turn: {player: B, number: 6, phase: main, first_player: A}
players:
  A: {clock: 6, deck: [{name: 七枚目, type: character}, 9]}
  B: {deck: 10}
actions:
  - {do: damage, to: A, amount: 1}
choices:
  - {player: A, at: %s, choose: 七枚目}
expect:
  state: {A.level: [七枚目]}
"""


def test_the_level_up_card_is_chosen_at_level_up() -> None:
    """9.3.2: the card put into the level zone, ``at: level_up``; a guess nobody asks is
    reported with the kinds the replay asked."""
    assert problems(WS_LEVEL_UP % "level_up") == []
    r = resolve(loads(WS_LEVEL_UP % "level"))
    texts = [w["text"] for w in warnings_data(r, "en") if w["kind"] == "unused_choice"]
    assert texts and "level_up" in texts[0]


# ------------------------------------------------ 7. assumptions by key, clause or text

WS_DAMAGE = """
game: ws
title: t
turn: {player: B, number: 6, phase: main, first_player: A}
players:
  A: {clock: 0, deck: 10}
  B: {deck: 10}
actions:
  - {do: damage, to: A, amount: 1}
expect:
  state: {A.clock: 1}
  assumptions: [%s]
"""


@pytest.mark.parametrize(
    "name",
    [
        "unknown_type_not_climax",  # its key
        '"4.10.1.2"',  # a clause it cites (the cancel a climax would make)
        "クライマックスでない",  # its Japanese text
        "NOT A CLIMAX",  # its English text, case aside
        "クライマックス以外",
        "non-climax",
    ],
)
def test_an_unknown_damage_card_taken_as_no_climax_is_asserted(name: str) -> None:
    assert problems(WS_DAMAGE % name) == []


def test_an_assumption_not_stated_fails_with_the_keys() -> None:
    got = problems(WS_DAMAGE % "not_given_taken_as")
    assert len(got) == 1 and "keys: unknown_type_not_climax" in got[0]


# ------------------------------------------------ 8. a bare effect resolved at a moment

WS_BARE = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    deck: [{name: トリガー札, type: character}, 9]
    stage: {center_front: {name: 攻め手, type: character, level: 1, power: 5000, soul: 1}}
  B:
    deck: [{name: 受ける1, type: character}, 9]
    stage: {center_front: {name: 守り手, type: character, level: 1, power: 4000, soul: 1}}
actions:
  - do: attack
    player: A
    slot: center_front
    kind: front
    counter: [{do: resolve_text, player: B, text: "あなたは自分のキャラを1枚選び、そのターン中、パワーを＋3000。"}]
choices:
  - {player: B, choose: 守り手}
expect:
  state: {守り手.power: 7000, 攻め手.state: reverse, 守り手.state: stand}
"""

VG_BARE = VG_BATTLE % (
    DRAGON,
    SUPPORT,
    "",
    'guard_actions: [{do: resolve_text, player: B, text: "そのバトル中、あなたのヴァンガードのパワー＋5000。"}]',
    "state: {B.damage: 0, B.vanguard.power: 13000}",
)

VS_BARE = """
game: vs
title: t
turn: {player: A, number: 4, phase: attack, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 20
    ring: {name: 美希, ap: 1000, dp: 2000}
actions:
  - do: attack
    support: 春香
    after_support: [{do: resolve_text, player: B, text: "あなたのリングのカードを+0/+3000。"}]
expect:
  state: {美希.dp: 5000, 美希.zone: B.ring}
"""


@pytest.mark.parametrize("text", [WS_BARE, VG_BARE, VS_BARE], ids=["ws", "vg", "vs"])
def test_a_bare_effect_resolved_by_the_defender_during_the_attack(text: str) -> None:
    """`resolve_text` in an attack's timing list: B resolves an effect with no card behind it
    (ws counter step, vg guard step, vs after the support); it is no play (ws 7.4.1.2.2)."""
    assert problems(text) == []


# ------------------------------------------------ 9. vs: energy by uid, bench frames, checks

VS_PUT = """
game: vs
title: t
turn: {player: A, number: 4, phase: attack, first_player: A}
players:
  A:
    deck: 20
    energy: [{state: stand, uid: E1}, {state: rest, uid: E2}]
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 20
    hand: [{name: 真, ap: 1000, dp: 1000}]
    ring: {name: 美希, ap: 1000, dp: 5000}
actions:
  - do: attack
    support: 春香
    after_resolution:
      - {do: put, card: 真, to: %s, allowed: %s}
      - {do: check, state: {真.zone: %s, E1.state: stand}}
expect:
  state: {E1.state: stand, E2.state: rest}
"""


@pytest.mark.parametrize("to", ["left", "bench.left", "B.bench.left", "B.left"])
def test_put_to_a_bench_frame_is_the_owners(to: str) -> None:
    """3.1.4: a card goes to its owner's zone; the frame may be written alone or as the zone
    is addressed (``B.bench.left``); a ``check`` stands in ``after_resolution``."""
    assert problems(VS_PUT % (to, "true", "B.bench.left")) == []


def test_put_to_another_players_frame_is_refused() -> None:
    assert problems(VS_PUT % ("A.left", "false", "B.hand")) == []


def test_put_to_an_unknown_destination_is_a_clear_error() -> None:
    with pytest.raises(ScenarioError) as e:
        loads(VS_PUT % ("bench_left", "true", "B.hand"))
    assert "retire, waiting, hand, deck, energy, ring, surprise, left, center, right" in str(
        e.value
    )


def test_every_assumption_key_is_listed_in_the_docs() -> None:
    """Each ``key=`` an assumption is stated with (``Warn`` / ``Ctx.assume`` / ``Engine.warn``)
    is in docs/scenarios.md's table, so a writer can name it."""
    import ast

    root = Path(__file__).resolve().parents[2]
    docs = (root / "docs" / "scenarios.md").read_text(encoding="utf-8")
    keys: set[str] = set()
    for path in (root / "ruling").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                for kw in node.keywords:
                    if kw.arg == "key" and isinstance(kw.value, ast.Constant):
                        f = node.func
                        name = f.id if isinstance(f, ast.Name) else getattr(f, "attr", "")
                        if name in ("Warn", "assume", "warn"):
                            keys.add(str(kw.value.value))
    assert "unknown_type_not_climax" in keys and len(keys) > 15
    assert [k for k in sorted(keys) if f"`{k}`" not in docs] == []


WS_REFUSED_ATTACK = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    deck: 10
    stage: {center_front: {name: 攻め手, type: character, level: 1, power: 5000, soul: 1, state: rest}}
  B:
    hand: [{name: 反撃, type: event, level: 0, cost: 0, text: "【カウンター】 あなたは自分のキャラを1枚選び、そのターン中、パワーを＋3000。"}]
    deck: 10
    stage: {center_front: {name: 守り手, type: character, level: 1, power: 4000, soul: 1}}
actions:
  - {do: attack, player: A, slot: center_front, kind: front, allowed: false,
     counter: [{do: play, card: 反撃, allowed: %s}]}
expect:
  state: {B.hand: [反撃]}
"""


def test_an_action_listed_in_a_refused_action_is_read_as_refused() -> None:
    """7.2.1.3.1.1: a rested character cannot attack: the attack is refused and its `counter:`
    list is never reached — an ``allowed:`` there is read against that refusal (``true``
    fails rather than passing unread)."""
    assert problems(WS_REFUSED_ATTACK % "false") == []
    got = problems(WS_REFUSED_ATTACK % "true")
    assert len(got) == 1 and "not standing" in got[0]


def test_a_card_text_condition_on_a_grade_not_given_is_stated() -> None:
    """「相手のヴァンガードがグレード３以上なら」 with the attacker's grade left out: the condition
    is read as not met and the ruling says so (never a silent miss)."""
    text = VG_BATTLE % (
        "{name: 覇竜, type: normal, power: 17000, critical: 1}",
        SUPPORT,
        '{name: 盾役, type: normal, grade: 1, shield: 0, text: "【永】【(G)】：相手のヴァンガードが'
        'グレード３以上なら、このユニットのシールド＋5000。"}',
        "guard: [盾役]",
        "state: {B.damage: 1}\n  assumptions: [not_given_condition_unmet, 覇竜]",
    )
    assert problems(text) == []
    given = text.replace("{name: 覇竜, type: normal,", "{name: 覇竜, type: normal, grade: 3,")
    given = given.replace(
        "state: {B.damage: 1}\n  assumptions: [not_given_condition_unmet, 覇竜]",
        "state: {B.damage: 0}",
    )
    assert problems(given) == []


def test_a_bare_effect_in_an_mc_timing_list_and_a_co_turn() -> None:
    """mc: B resolves a bare grant in the first timing of A's advance, as its card's ability
    would (the same readings are raised); co: B resolves a targeting text in A's turn."""
    from tests.ruling.boards import MC_GUARDED_ADVANCE

    mc = MC_GUARDED_ADVANCE.replace(
        "answer_first_attack: [{do: use, player: B, card: 騎士, target: 騎士}]",
        'answer_first_attack: [{do: resolve_text, player: B, text: "対象に「防御力:+2」を付与する。"'
        ", target: 騎士}]",
    )
    assert mc != MC_GUARDED_ADVANCE
    assert problems(mc % 'ambiguous: ["11.3.1.2.1"]') == []
    co = """
game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 10, deck: 10}
  B: {hp: 10, deck: 10, field: [{name: 兵, type: character, ap: 1, dp: 1}]}
actions:
  - {do: resolve_text, player: B, text: "対象のキャラクターを手札に戻す。", target: 兵}
expect:
  state: {B.hand: [兵]}
"""
    assert problems(co) == []


def test_vs_records_a_normal_or_partner_attack() -> None:
    """vs 7.1.3.2.2: a supporter that is not the ring card's partner makes a normal attack."""
    text = VS_BARE.replace(
        "state: {美希.dp: 5000, 美希.zone: B.ring}",
        "state: {attack.kind: normal, attack.attacker: 千早, attack.supporter: 春香}\n"
        '  decided_by: ["7.1.3.2.2"]',
    )
    assert problems(text) == []
    partner = (
        text.replace(
            "ring: {name: 千早, ap: 3000, dp: 2000}",
            "ring: {name: 千早, ap: 3000, dp: 2000, partner_name: 春香, partner_title: リーダー}",
        )
        .replace("{left: {name: 春香,", "{left: {name: 春香, title: リーダー,")
        .replace("attack.kind: normal", "attack.kind: partner")
    )
    assert partner != text and problems(partner) == []
