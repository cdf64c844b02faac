"""mc card text, round 15 (issue 12): constructions found refused on the composed card set
tests/blind/cards_r14 (development material now), each with a minimal ability text and what it
does on a board."""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported
from ruling.games._mc.cardtext import (
    PileDiscardStep,
    ReplenishStep,
    StatStep,
    compile_effect,
)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_compile as _ability
from tests.ruling.boards import mc_scenario

# --- 「対象は…」 / 「自軍は…」 / 「敵軍は…」: the topic names who does the step -------------------

_AURA = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 3, text: "%s"}
""",
    rest="ask: [戦士.attack, 戦士.defense]\n",
)


@pytest.mark.parametrize(
    "effect",
    ["対象は「防御力:+2」する。", "対象を「防御力:+2」する。"],
)
def test_the_target_as_topic_of_a_value_change_is_what_changes(effect: str) -> None:
    """「対象は「防御力:+2」する」 (the topic 対象 of する) is the change 「対象を「防御力:+2」する」:
    the ○ ability's target's defence is 3 + 2 while it holds (14.5.4.2, 4.6.2)."""
    text = f"○鉄壁\\n〈対象:このユニット〉\\n{effect}"
    r = resolve(loads(_AURA % text))
    assert r.outcome["state"] == {"戦士.attack": 1, "戦士.defense": 5}
    assert "14.5.4.2" in r.decided_by
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_the_target_as_topic_of_two_joined_changes() -> None:
    r = resolve(
        loads(_AURA % "○呪い\\n〈対象:このユニット〉\\n対象は「攻撃力:+3」&「防御力:-1」する。")
    )
    assert r.outcome["state"] == {"戦士.attack": 4, "戦士.defense": 2}


@pytest.mark.parametrize(
    ("text", "steps"),
    [
        ("自軍は手札を1枚破棄する。", (PileDiscardStep("hand", 1, owner="own"),)),
        ("敵軍は手札を1枚破棄する。", (PileDiscardStep("hand", 1, owner="enemy"),)),
        ("手札1枚を破棄する。", (PileDiscardStep("hand", 1),)),
        ("自軍は山札からカードを2枚引く。", (ReplenishStep(2, owner="own", drawn=True),)),
        ("自軍はデッキからカードを1枚引く。", (ReplenishStep(1, owner="own", drawn=True),)),
    ],
)
def test_who_does_a_player_step_compiles(text: str, steps: tuple[object, ...]) -> None:
    prog, why = compile_effect(text)
    assert prog is not None, why
    assert prog.steps == steps


@pytest.mark.parametrize(
    ("effect", "steps"),
    [
        ("対象は手札を1枚破棄する。", (PileDiscardStep("hand", 1, owner="enemy"),)),
        (
            # the topic stands over the step after it in its sentence
            "対象は山札からカードを1枚引き、その後、手札1枚を破棄する。",
            (
                ReplenishStep(1, owner="enemy", drawn=True),
                PileDiscardStep("hand", 1, owner="enemy"),
            ),
        ),
    ],
)
def test_the_target_player_as_topic_compiles(effect: str, steps: tuple[object, ...]) -> None:
    prog = _ability(f"□[メイン]名\n〈対象:敵軍プレイヤー〉\n{effect}")
    assert prog.steps == steps  # type: ignore[attr-defined]


def test_a_player_step_without_its_player_named_is_refused_beside_a_player_target() -> None:
    with pytest.raises(Unsupported, match="do not name it"):
        _ability("□[メイン]名\n〈対象:敵軍プレイヤー〉\n手札を1枚破棄する。")


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # 「対象は」 of a player step names a player only as the target
        ("〈対象:ユニット1体〉対象は手札を1枚破棄する。", "player"),
        ("対象は手札を1枚破棄する。", "player"),
        # a value change done by a player is no construction
        ("〈対象:ユニット1体〉自軍は「攻撃力:+1」する。", "topic"),
        # (「自軍はカードを1枚引く。」 was refused here — 引く with no place named; since round 19
        # it is read as 「山札から…引く」, the own deck being the one place cards are drawn from,
        # 5.1.3 / 12.3.1: test_mc_cardtext_r19)
        # from the enemy's deck: not one's own replenishing
        ("自軍は敵軍山札からカードを1枚引く。", "draw"),
        # a grant (付与) by the target is not the target changing
        ("〈対象:ユニット1体〉対象は「攻撃力:+1」を付与する。", "topic"),
    ],
)
def test_topics_it_does_not_read_are_refused(text: str, why: str) -> None:
    prog, reason = compile_effect(text)
    assert prog is None and why in reason, reason


_PLAYER = mc_scenario(
    a_top="    deck: [甲, 乙, 丙]\n    hand: [森]\n",
    b_top="    deck: [丁, 戊]\n    hand: [林, 泉]\n",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 3}
""",
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "%s"}
%s""",
)


def test_the_enemy_discards_when_the_text_says_enemy() -> None:
    """「敵軍は手札を1枚破棄する」: B (A's enemy) chooses and discards one of B's hand (12.4.2);
    A's hand is untouched."""
    r = resolve(
        loads(
            _PLAYER % ("敵軍は手札を1枚破棄する。", "choices: [{player: B, choose: 泉}]\n")
            + "ask: [林.zone, 泉.zone, 森.zone]\n"
        )
    )
    assert r.outcome["state"] == {"林.zone": "B.hand", "泉.zone": "B.discard", "森.zone": "A.hand"}
    assert "12.4.1" in r.decided_by


_USED = mc_scenario(
    a_top="    deck: [甲, 乙, 丙]\n    hand: [森]\n",
    b_top="    deck: [丁, 戊]\n    hand: [林, 泉]\n",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 3, text: "%s"}
""",
    rest="""\
choices: [{player: B, choose: 林}]
actions:
  - {do: use, card: 戦士, target: B}
ask: [丁.zone, 林.zone, A.hand, A.deck]
""",
)


def test_drawing_from_the_deck_is_replenishing_and_the_target_player_does_it() -> None:
    """「対象は山札からカードを1枚引き、その後、手札1枚を破棄する」 with 〈対象:敵軍プレイヤー〉:
    B moves its deck's top card to its hand (12.3.1, 12.3.1.3), then discards one card of its
    hand (12.4.2) — the topic stands over both steps."""
    text = (
        "□[メイン]名\\n〈対象:敵軍プレイヤー〉\\n"
        "対象は山札からカードを1枚引き、その後、手札1枚を破棄する。"
    )
    r = resolve(loads(_USED % text))
    assert r.outcome["state"] == {
        "丁.zone": "B.hand",
        "林.zone": "B.discard",
        "A.hand": 1,
        "A.deck": 3,
    }
    assert {"12.3.1", "12.3.1.3"} <= set(r.decided_by)


def test_a_stat_step_read_from_its_topic_is_the_plain_step() -> None:
    prog, why = compile_effect("〈対象:ユニット1体〉対象は「攻撃力:+1」する。")
    assert prog is not None, why
    assert prog.steps == (StatStep("attack", 1),)


# --- 〈対象:装備ユニット〉: the unit wearing the equipment (4.7.2) ----------------------------

_WORN = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 3, item_slots: 1%s}
        - {name: 盾, type: item, equipped_to: 戦士, text: "%s"}
""",
    rest="ask: [戦士.attack, 戦士.defense]\n",
)


def test_an_equipments_ability_on_the_equipped_unit_changes_its_wearer() -> None:
    """「○鉄壁 〈対象:装備ユニット〉 対象は「防御力:+2」する」 on an equipment: its wearer's defence
    is 3 + 2 (4.7.2: the unit wearing it, 14.5.4.2)."""
    text = "○鉄壁\\n〈対象:装備ユニット〉\\n対象は「防御力:+2」する。"
    r = resolve(loads(_WORN % ("", text)))
    assert r.outcome["state"] == {"戦士.attack": 1, "戦士.defense": 5}
    assert "14.5.4.2" in r.decided_by
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_the_equipped_unit_of_a_units_own_text_is_none() -> None:
    """The same ability printed on a unit: no equipment, no 装備ユニット — nothing changes (the
    unit is not its own wearer; 「このユニット」 would be)."""
    ab = ', text: "○鉄壁\\n〈対象:装備ユニット〉\\n対象は「防御力:+2」する。"'
    r = resolve(loads(_WORN % (ab, "")))
    assert r.outcome["state"] == {"戦士.attack": 1, "戦士.defense": 3}
    assert not any(w.kind == "unsupported" for w in r.main.warnings)  # read, not refused
    mine = resolve(loads(_WORN % (ab.replace("装備ユニット", "このユニット"), "")))
    assert mine.outcome["state"] == {"戦士.attack": 1, "戦士.defense": 5}


_FIRST = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 斥候, type: unit, level: 1, attack: 2, defense: 1, item_slots: 1}
        - {name: 靴, type: item, equipped_to: 斥候, text: "%s"}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: ゴブリン, type: unit, level: 1, attack: 1, defense: 1}
""",
    rest="""\
actions:
  - {do: advance, units: [斥候], to: c3, dice: {A: 1, B: 6}}
ask: [ゴブリン.zone, 斥候.zone]
""",
)


@pytest.mark.parametrize("timing", ["[戦闘]", ""])
def test_a_continuous_initiative_grant_counts_in_the_initiative_result(timing: str) -> None:
    """「○俊足 〈対象:装備ユニット〉 対象に「イニシアチブ:+6」を付与する」: the wearer's 「イニシアチブ:6」
    is added to A's die (13.1.1.1.1): 1 + 6 > 6, A attacks first and the goblin falls before it
    can attack; without it B (6 > 1) attacks first and the scout falls."""
    text = f"○俊足{timing}\\n〈対象:装備ユニット〉\\n対象に「イニシアチブ:+6」を付与する。"
    r = resolve(loads(_FIRST % text))
    assert r.outcome["state"] == {"ゴブリン.zone": "B.discard", "斥候.zone": "A.field.c3"}
    assert {"13.1.1.1.1", "13.1.1.1.2", "14.5.1"} <= set(r.decided_by)
    plain = resolve(loads(_FIRST % "○飾り\\n〈対象:装備ユニット〉\\n対象は「防御力:+0」する。"))
    assert plain.outcome["state"]["斥候.zone"] == "A.discard"


# --- ○ without a timing on 「この地形に存在する(自軍)ユニットすべて」 (14.5.4.2) ------------------

_GROVE = mc_scenario(
    a="""\
      c2:
        - {name: 古森, type: terrain, limit: 8, text: "%s"}
        - {name: 土人, type: unit, level: 1, attack: 1, defense: 3, attribute: 土}
        - {name: 火人, type: unit, level: 1, attack: 1, defense: 3, attribute: 火}
      r2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 遠土, type: unit, level: 1, attack: 1, defense: 3, attribute: 土}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 敵土, type: unit, level: 1, attack: 1, defense: 3, attribute: 土}
""",
    rest="ask: [土人.defense, 火人.defense, 遠土.defense, 敵土.defense]\n",
)


def test_a_terrains_continuous_ability_on_its_own_units_there() -> None:
    """「○森の恵み 〈対象:この地形に存在する自軍ユニットすべて〉 対象が「属性:土」の場合、
    「防御力:+1」する」 on a terrain: 土人 there gets +1 (14.5.4.2, 4.7.5); 火人 (another
    attribute), 遠土 (another terrain) and B's units do not."""
    text = (
        "○森の恵み\\n〈対象:この地形に存在する自軍ユニットすべて〉\\n"
        "対象が「属性:土」の場合、「防御力:+1」する。"
    )
    r = resolve(loads(_GROVE % text))
    assert r.outcome["state"] == {
        "土人.defense": 4,
        "火人.defense": 3,
        "遠土.defense": 3,
        "敵土.defense": 3,
    }
    assert "14.5.4.2" in r.decided_by


def test_every_unit_of_the_battlefield_of_a_timeless_continuous_ability() -> None:
    """Refused until round 19 (not read); now 「〈対象:自軍ユニットすべて〉」 of a ○ ability without a
    timing is every own unit of the battlefield while its card is there (14.5.4.2): 遠土 on
    another terrain gets +1 too (test_mc_cardtext_r19 has the neighbours)."""
    text = "○鉄壁\\n〈対象:自軍ユニットすべて〉\\n対象が「属性:土」の場合、「防御力:+1」する。"
    r = resolve(loads(_GROVE % text))
    assert r.outcome["state"] == {
        "土人.defense": 4,
        "火人.defense": 3,
        "遠土.defense": 4,
        "敵土.defense": 3,
    }


# --- 〈発揮:進軍先確定時〉 / 〈発揮:進軍終了時〉 (12.2.5.1.4, 12.2.5.1.8), 〈発揮:この地形配置時〉
# (12.1.1.2.8) ----------------------------------------------------------------------------------

_MARCH = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: オーク, type: unit, level: 2, attack: 4, defense: 4, text: "%s"}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
""",
    rest="""\
actions:
  - {do: advance, units: [オーク], to: c3}
ask: [オーク.attack, オーク.zone]
""",
)


@pytest.mark.parametrize(
    ("moment", "clause"), [("進軍先確定時", "12.2.5.1.4"), ("進軍終了時", "12.2.5.1.8")]
)
def test_a_trigger_at_the_advances_destination_fixed_or_end(moment: str, clause: str) -> None:
    """A ●[自軍ターン] ability 〈発揮:{moment}〉 triggers in its owner's advance at that step and
    grants its +2 for the phase (14.7.3.4)."""
    text = f"●[自軍ターン]鬨の声\\n〈発揮:{moment}/対象:このユニット〉\\n対象に「攻撃力:+2」を付与する。"
    r = resolve(loads(_MARCH % text))
    assert r.outcome["state"] == {"オーク.attack": 6, "オーク.zone": "A.field.c3"}
    assert {clause, "14.7.3.4"} <= set(r.decided_by)
    moves = [i for i, s in enumerate(r.main.trace.steps) if "12.2.5.1.5" in s.clauses]
    fired = [i for i, s in enumerate(r.main.trace.steps) if clause in s.clauses]
    # 進軍先確定時 before the units move (12.2.5.1.4 < 12.2.5.1.5), 進軍終了時 after
    assert (fired[0] < moves[0]) == (clause == "12.2.5.1.4")


_PLACE = mc_scenario(
    a_top='    deck: 20\n    hand: [{name: 聖域, type: terrain, limit: 6, text: "%s"}]\n',
    a="""\
      r2:
        - {name: 沼地, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 3}
      c2:
        - {name: 平原, type: terrain, limit: 6, text: "%s"}
        - {name: 兵, type: unit, level: 1, attack: 1, defense: 3}
""",
    rest="""\
actions:
  - {do: place_terrain, card: 聖域, area: r2}
ask: [戦士.defense, 兵.defense]
""",
)


def test_this_terrains_placement_triggers_its_own_ability_only() -> None:
    """「●[自軍ターン] 〈発揮:この地形配置時/対象:この地形に存在する自軍ユニットすべて〉 …「防御力:+1」」:
    placing 聖域 on r2 (over 沼地, 12.1.1.2.7) gives 戦士 there +1 (12.1.1.2.8); 平原, already
    on the battlefield with the same text, is not the terrain placed: 兵 keeps 3."""
    ab = (
        "●[自軍ターン]祝福\\n〈発揮:この地形配置時/対象:この地形に存在する自軍ユニットすべて〉\\n"
        "対象に「防御力:+1」を付与する。"
    )
    r = resolve(loads(_PLACE % (ab, ab)))
    assert r.outcome["state"] == {"戦士.defense": 4, "兵.defense": 3}
    assert "12.1.1.2.8" in r.decided_by


# --- 「対象は進軍できない」 of a ○ ability (4.1.12, 14.5.4.2) -------------------------------------

_STILL = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 石像, type: unit, level: 1, attack: 2, defense: 4, text: "%s"}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
""",
    rest="""\
actions:
  - {do: advance, units: [石像], to: c3%s}
ask: [石像.zone]
""",
)


def test_a_unit_a_continuous_ability_forbids_to_advance_cannot_be_advanced() -> None:
    """「○不動の守り 〈対象:このユニット〉 対象は進軍できない」: the advance of 石像 is refused (the
    negative wins, 4.1.12; 14.5.4.2) and it stays; without the ability it advances."""
    text = "○不動の守り\\n〈対象:このユニット〉\\n対象は進軍できない。"
    r = resolve(loads(_STILL % (text, ", allowed: false")))
    assert r.outcome["state"] == {"石像.zone": "A.field.c2"}
    assert r.main.rejected and {"4.1.12", "14.5.4.2"} <= set(r.decided_by)
    assert check_expect(r) == []
    free = resolve(loads(_STILL % ("", "")))
    assert free.outcome["state"] == {"石像.zone": "A.field.c3"}


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # a one-shot: no duration read
        ("□[メイン]名\n〈対象:ユニット1体〉\n対象は進軍できない。", "outside a ○"),
        # a player's, not the target's
        ("○名\n〈対象:このユニット〉\n敵軍は進軍できない。", "form cannot"),
    ],
)
def test_a_prohibition_outside_its_construction_is_refused(text: str, why: str) -> None:
    with pytest.raises(Unsupported, match=why):
        _ability(text)


# --- the order of a player's waiting ● abilities is that player's choice (10.5.3.1) ----------

_TWO_TEXT = (
    "●[自軍ターン]反転\\n〈発揮:進軍先確定時/対象:このユニット〉\\n"
    "対象の「攻撃力」と「防御力」を入れ替える。\\n"
    "●[自軍ターン]鼓舞\\n〈発揮:進軍先確定時/対象:このユニット〉\\n"
    "対象に「攻撃力:+2」を付与する。"
)
_TWO = mc_scenario(
    a=f"""\
      c2:
        - {{name: 平原, type: terrain, limit: 6}}
        - {{name: オーク, type: unit, level: 2, attack: 1, defense: 4, text: "{_TWO_TEXT}"}}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
""",
    rest="""\
%sactions:
  - {do: advance, units: [オーク], to: c3}
ask: [オーク.attack, オーク.defense]
""",
)


def test_the_player_chooses_the_order_of_its_waiting_abilities() -> None:
    """Two ● abilities of A wait at once (12.2.5.1.4): A chooses which is played first (10.5.3,
    10.5.3.1). 反転 then 鼓舞: 4/1 then +2 — 6/1; 鼓舞 then 反転: 3/4 swapped — 4/3. Not
    answered, the ruling gives both (before, the order the cards lay in was taken silently)."""
    first = resolve(loads(_TWO % "choices: [{player: A, at: pending_order, choose: 反転}]\n"))
    assert first.outcome["state"] == {"オーク.attack": 6, "オーク.defense": 1}
    assert "10.5.3.1" in first.decided_by
    second = resolve(loads(_TWO % "choices: [{player: A, at: pending_order, choose: 鼓舞}]\n"))
    assert second.outcome["state"] == {"オーク.attack": 4, "オーク.defense": 3}
    both = resolve(loads(_TWO % ""))
    assert both.outcome["choice"] == "pending_order"
    states = sorted(tuple(sorted(b["outcome"]["state"].items())) for b in both.outcome["branches"])
    assert states == [
        (("オーク.attack", 4), ("オーク.defense", 3)),
        (("オーク.attack", 6), ("オーク.defense", 1)),
    ]


# --- 「対象が戦闘に参加している場合」 (8.2.3, 14.5.4.1) ---------------------------------------

_JOINS = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 魔犬, type: unit, level: 2, attack: 3, defense: 4, text: "%s"}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}
""",
    rest="""\
actions:
  - {do: check, state: {魔犬.attack: 3}}
  - {do: advance, units: [魔犬], to: c3, dice: {A: 6, B: 1}}
ask: [ゴブリン.zone]
""",
)


@pytest.mark.parametrize("timing", ["", "[戦闘]"])
def test_a_condition_that_the_target_is_in_the_battle(timing: str) -> None:
    """「○二つの頭 〈対象:このユニット〉 対象が戦闘に参加している場合、「攻撃力:+1」&「防御力:+1」する」:
    outside a battle 魔犬 is 3 (the check passes); in the battle on c3 it attacks with 4 and the
    goblin (defence 4) falls (8.2.3); without the ability it survives 3 damage."""
    text = (
        f"○二つの頭{timing}\\n〈対象:このユニット〉\\n"
        "対象が戦闘に参加している場合、「攻撃力:+1」&「防御力:+1」する。"
    )
    r = resolve(loads(_JOINS % text))
    assert check_expect(r) == [] and not r.main.rejected
    assert r.outcome["state"] == {"ゴブリン.zone": "B.discard"}
    assert "8.2.3" in r.decided_by
    plain = resolve(loads(_JOINS % ""))
    assert plain.outcome["state"] == {"ゴブリン.zone": "B.field.c3"}


def test_in_battle_of_this_unit_is_read_on_that_unit() -> None:
    # corrected (round 18): 「このユニットが…の場合」 is now read on the unit 「このユニット」 names
    # (4.7.2; ``("on_this", …)``, tests/ruling/test_mc_cardtext_r18.py) — before, it was refused
    prog = _ability(
        "○名\n〈対象:このユニット〉\nこのユニットが戦闘に参加している場合、「攻撃力:+1」する。"
    )
    assert prog.condition == ("on_this", ("in_battle", ()))


# --- a ● ability whose target is a player (10.10.1) -------------------------------------------

_SUPPLY = mc_scenario(
    turn="{player: A, number: 7, phase: hand1}",
    a_top="    deck: [甲, 乙]\n    hand: 0\n",
    b_top="    deck: 5\n    hand: [林, 泉]\n",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 兵, type: unit, level: 1, attack: 1, defense: 3, text: "%s"}
""",
    rest="""\
choices: [{player: B, choose: 泉}]
actions:
  - {do: main_phase}
ask: [甲.zone, 乙.zone, 泉.zone, 林.zone]
""",
)


@pytest.mark.parametrize(
    ("target", "effect", "state"),
    [
        (
            "自軍プレイヤー",
            "対象は山札からカードを1枚引く。",
            {"甲.zone": "A.hand", "乙.zone": "A.deck", "泉.zone": "B.hand", "林.zone": "B.hand"},
        ),
        (
            "敵軍プレイヤー",
            "対象は手札を1枚破棄する。",
            {"甲.zone": "A.deck", "乙.zone": "A.deck", "泉.zone": "B.discard", "林.zone": "B.hand"},
        ),
    ],
)
def test_an_auto_ability_on_a_player_does_its_steps_on_that_players_cards(
    target: str, effect: str, state: dict[str, str]
) -> None:
    """「●[自軍ターン] 〈発揮:メインフェイズ開始時/対象:自軍/敵軍プレイヤー〉 対象は…」: at 7.3.2 the
    ability is played (10.5.3) and its step done by the player it names (10.10.1)."""
    text = f"●[自軍ターン]補給\\n〈発揮:メインフェイズ開始時/対象:{target}〉\\n{effect}"
    r = resolve(loads(_SUPPLY % text))
    assert r.outcome["state"] == state
    assert {"7.3.2", "10.10.1"} <= set(r.decided_by)


def test_an_auto_ability_granting_another_player_a_hand_limit_is_refused() -> None:
    """A ● ability granting its target player a hand limit is read since round 20 (board tests in
    test_mc_rules_r21); a step naming the other player than the target stays refused."""
    with pytest.raises(Unsupported):
        _ability(
            "●[自軍ターン]名\n〈発揮:メインフェイズ開始時/対象:自軍プレイヤー〉\n"
            "敵軍プレイヤーに「手札上限枚数:+1枚」を付与する。"
        )


_SPROUT = mc_scenario(
    turn="{player: A, number: 7, phase: hand1}",
    a_top="    deck: [甲, 乙]\n    hand: 0\n",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 賢者, type: unit, level: 1, attack: 1, defense: 3, text: "%s"}
      r2:
        - {name: 草原, type: terrain, limit: 8}
        - {name: 兵, type: unit, level: 1, attack: 1, defense: 3}
%s""",
    rest="""\
actions:
  - {do: main_phase}
ask: [甲.zone]
""",
)


@pytest.mark.parametrize(("third", "zone"), [(True, "A.hand"), (False, "A.deck")])
def test_a_condition_on_the_number_of_controlled_terrains(third: bool, zone: str) -> None:
    """「自軍支配地形が3つ以上の場合、対象は山札からカードを1枚引く」 (5.1.2.11: a terrain only own
    units are on): with units on c2, r2 and l2, A controls 3 and draws; with l2 empty of units
    (誰もいない地形, 5.1.2.13) it controls 2 and does not (10.12.1)."""
    text = (
        "●[自軍ターン]芽吹き\\n〈発揮:メインフェイズ開始時/対象:自軍プレイヤー〉\\n"
        "自軍支配地形が3つ以上の場合、対象は山札からカードを1枚引く。"
    )
    l2 = "      l2:\n        - {name: 丘, type: terrain, limit: 8}\n"
    if third:
        l2 += "        - {name: 弓兵, type: unit, level: 1, attack: 1, defense: 3}\n"
    r = resolve(loads(_SPROUT % (text, l2)))
    assert r.outcome["state"] == {"甲.zone": zone}
    assert "5.1.2.11" in r.decided_by


def test_a_condition_on_controlled_terrains_elsewhere_is_read() -> None:
    """Since round 26 read in any ability, on the ability's card (test_mc_cardtext_r26)."""
    prog = _ability(
        "□[メイン]名\n〈対象:ユニット1体〉\n自軍支配地形が3つ以上の場合、対象を破棄する。"
    )
    assert prog.condition == ("controlled", ("own", ">=", 3))


# --- 「戦闘が行われている地形が「属性:X」の場合」 (8.2.5, 2.1.13) --------------------------------

_LAKE = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 狩人, type: unit, level: 2, attack: 2, defense: 4, text: "%s"}
""",
    b="""\
      c3:
        - {name: 湖, type: terrain, limit: 6, attribute: %s}
        - {name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}
""",
    rest="""\
actions:
  - {do: advance, units: [狩人], to: c3, dice: {A: 6, B: 1}}
ask: [ゴブリン.zone]
""",
)


@pytest.mark.parametrize(("attribute", "zone"), [("水", "B.discard"), ("土", "B.field.c3")])
def test_a_condition_on_the_battles_terrain(attribute: str, zone: str) -> None:
    """「○[戦闘]寒冷適応 〈対象:このユニット〉 戦闘が行われている地形が「属性:水」の場合、対象は
    「攻撃力:+2」する」: on a 水 terrain 狩人 attacks with 4 and the goblin (defence 4) falls; on a
    土 one it attacks with 2 and the goblin stays."""
    text = (
        "○[戦闘]寒冷適応\\n〈対象:このユニット〉\\n"
        "戦闘が行われている地形が「属性:水」の場合、対象は「攻撃力:+2」する。"
    )
    r = resolve(loads(_LAKE % (text, attribute)))
    assert r.outcome["state"] == {"ゴブリン.zone": zone}
    # the condition is read either way; not met, it is the reason nothing is added (10.12.2,
    # cited since s12mc)
    assert "8.2.5" in r.decided_by
    assert ("10.12.2" in r.decided_by) == (attribute != "水")
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


# --- 「このユニットに…」 beside a declared target: done to the unit the text names (4.7.2) ---------

_SELF = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 聖騎士, type: unit, level: 1, attack: 1, defense: 1, text: "%s"}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 1}
""",
    rest="""\
actions:
  - {do: use, card: 聖騎士, target: 戦士}
ask: [戦士.defense, 戦士.zone, 聖騎士.zone]
""",
)


def test_a_step_on_this_unit_beside_a_target_acts_on_the_unit_using_it() -> None:
    """「対象に「防御力:+2」を付与する。このユニットに【1】ダメージを与える。」: the target 戦士 gets
    +2 (10.14.1); the 1 damage goes to 聖騎士, the unit 「このユニット」 names (4.7.2), and fells it
    (defence 1) — 戦士 takes none."""
    text = (
        "◎[メイン]献身\\n〈対象:自軍ユニット1体〉\\n"
        "対象に「防御力:+2」を付与する。このユニットに【1】ダメージを与える。"
    )
    r = resolve(loads(_SELF % text))
    assert r.outcome["state"] == {
        "戦士.defense": 3,
        "戦士.zone": "A.field.c2",
        "聖騎士.zone": "A.discard",
    }
    assert "4.7.2" in r.decided_by
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_a_step_on_this_unit_gone_as_the_cost_is_not_applied() -> None:
    """A × ability's unit is discarded as its cost (14.3.3): its 「このユニットに…」 step finds no
    unit on the battlefield and is not applied (4.7.2, 4.1.15); the target's step is."""
    text = (
        "×[メイン]捨て身\\n〈対象:自軍ユニット1体〉\\n"
        "対象に「防御力:+2」を付与する。このユニットに「攻撃力:+1」を付与する。"
    )
    r = resolve(loads(_SELF % text))
    assert r.outcome["state"] == {
        "戦士.defense": 3,
        "戦士.zone": "A.field.c2",
        "聖騎士.zone": "A.discard",
    }
    assert "4.1.15" in r.decided_by


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # no declared target: the step alone is not read
        ("◎[メイン]名\n このユニットに【1】ダメージを与える。", "beside one declared target"),
        # beside a group
        (
            "◎[メイン]名\n〈対象:自軍パーティ〉\n対象に「防御力:+1」を付与する。このユニットに【1】ダメージを与える。",
            "beside one declared target",
        ),
        # a condition on the target: whether it stands over that step is not read
        (
            "◎[メイン]名\n〈対象:ユニット1体〉\n対象が「種族:ドラゴン」の場合、対象に「防御力:+1」を付与する。"
            "このユニットに【1】ダメージを与える。",
            "outside a plain activated ability",
        ),
        # dice on this unit
        (
            "◎[メイン]名\n〈対象:ユニット1体〉\n対象に「防御力:+1」を付与する。このユニットに【1D】ダメージを与える。",
            "of this kind",
        ),
    ],
)
def test_steps_on_this_unit_it_does_not_read_are_refused(text: str, why: str) -> None:
    with pytest.raises(Unsupported, match=why):
        _ability(text)


def test_this_unit_in_a_bare_effect_text_is_refused() -> None:
    prog, why = compile_effect(
        "〈対象:ユニット1体〉対象に「防御力:+1」を付与する。このユニットに【1】ダメージを与える。"
    )
    assert prog is None and "bare effect" in why, why


# --- 「対象が使用している戦闘スペル / 消耗品を1つ選び、破棄する」 (10.15.3) ---------------------------

_FIREBALL = "◇[普通]火球\\n〈対象:敵軍ユニット1体〉\\n対象に【火炎】【3】ダメージを与える。"
_COUNTER = (
    "◇[対抗：戦闘スペル限定]打ち消し\\n〈対象:ユニット1体〉\\n"
    "対象が使用している戦闘スペルを1つ選び、破棄する。"
)


def _countered(target: str) -> str:
    return mc_scenario(
        title="a battle spell discarded from the effect zone",
        turn="{player: A, number: 7, phase: main}",
        a_top="    deck: 20\n    hand:\n"
        f'      - {{name: 火球, type: spell, spell_cost: 火, text: "{_FIREBALL}"}}\n',
        b_top="    deck: 20\n    hand:\n"
        f'      - {{name: 打ち消し, type: spell, spell_cost: 水, text: "{_COUNTER}"}}\n',
        a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 魔術師, type: unit, level: 1, attack: 0, defense: 9, spell_slots: "火"}
""",
        b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 門番, type: unit, level: 1, attack: 1, defense: 3, spell_slots: "水"}
""",
        rest=f"""\
actions:
  - do: main_phase
    actions:
      - do: advance
        units: [魔術師]
        to: c3
        dice: {{A: 6, B: 1}}
        first_normal:
          - do: use
            card: 火球
            unit: 魔術師
            target: 門番
            respond: [{{do: use, card: 打ち消し, unit: 門番, target: {target}}}]
ask: [門番.zone, 火球.zone, 打ち消し.zone]
""",
    )


def test_a_battle_spell_in_use_is_discarded_and_has_no_effect() -> None:
    """B answers 魔術師's 火球 with 打ち消し on 魔術師: [対抗：戦闘スペル限定] answers a chain
    holding a battle spell's declaration (10.9.6), 魔術師 — the unit that declared the spell's use
    — is a proper target (10.10.8.1); 火球, in the effect zone, is discarded (10.15.3, 12.4.1)
    and its 3 damage is not dealt: 門番 stays."""
    r = resolve(loads(_countered("魔術師")))
    assert r.outcome["state"] == {
        "門番.zone": "B.field.c3",
        "火球.zone": "A.discard",
        "打ち消し.zone": "B.discard",
    }
    assert {"10.15.3", "10.10.8.1"} <= set(r.decided_by)
    assert not r.outcome.get("rejected")


def test_a_target_using_no_battle_spell_loses_nothing() -> None:
    """打ち消し on 門番, which uses no battle spell (its own 打ち消し has left the effect zone as
    its cost is carried out, 10.1.13): nothing is discarded (4.1.15); 火球's 3 damage fells 門番."""
    r = resolve(loads(_countered("門番")))
    assert r.outcome["state"] == {
        "門番.zone": "B.discard",
        "火球.zone": "A.discard",
        "打ち消し.zone": "B.discard",
    }
    assert "4.1.15" in r.decided_by


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("対象が使用している戦闘スペルを1つ選び、破棄する。", "spell"),
        ("対象が使用している消耗品を1つ選び、破棄する。", "consumable"),
    ],
)
def test_a_card_in_use_chosen_and_discarded_compiles(text: str, kind: str) -> None:
    from ruling.games._mc.cardtext import DiscardInUseStep

    prog = _ability(f"◎[対抗]名\n〈対象:ユニット1体〉\n{text}")
    assert prog.steps == (DiscardInUseStep(kind),)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text",
    [
        # a group as the target
        "◎[対抗]名\n〈対象:敵軍パーティ〉\n対象が使用している戦闘スペルを1つ選び、破棄する。",
        # 「破棄する」 with no object and nothing chosen before it
        "◎[対抗]名\n〈対象:ユニット1体〉\n対象に「攻撃力:+1」を付与する。破棄する。",
    ],
)
def test_discarding_a_card_in_use_it_does_not_read_is_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        _ability(text)


def test_discarding_a_card_in_use_in_a_bare_effect_text_is_refused() -> None:
    prog, why = compile_effect(
        "〈対象:ユニット1体〉対象が使用している戦闘スペルを1つ選び、破棄する。"
    )
    assert prog is None and "bare effect" in why, why


# --- 〈発動条件:この地形に自軍ユニットが存在する〉 (14.8.2, 10.1.4) and 「この地形に存在する自軍ユニット1体」 --

_SHRINE = (
    "▽[メイン]風の加護\\n〈発動条件:この地形に自軍ユニットが存在する/"
    "対象:この地形に存在する自軍ユニット1体〉\\n対象に「攻撃力:+1」を付与する。"
)
_TEMPLE = mc_scenario(
    a="""\
      c2:
        - {name: 神殿, type: terrain, limit: 6, text: "%s"}
%s      c3:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 騎士, type: unit, level: 1, attack: 1, defense: 3}
""",
    rest="""\
actions:
  - {do: use, card: 神殿, target: %s}
ask: [騎士.attack%s]
""",
)
_WARRIOR = "        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 3}\n"


def test_an_activation_condition_that_holds_lets_the_ability_be_used() -> None:
    """戦士 is on 神殿: the 〈発動条件〉 holds at the declaration (10.1.4, 14.8.2); 戦士, a unit on
    this terrain, is a proper target and gets +1."""
    r = resolve(loads(_TEMPLE % (_SHRINE, _WARRIOR, "戦士", ", 戦士.attack")))
    assert r.outcome["state"] == {"戦士.attack": 2, "騎士.attack": 1}
    assert {"10.1.4", "14.8.2"} <= set(r.decided_by)
    assert not r.outcome.get("rejected")


def test_an_activation_condition_not_met_refuses_the_use() -> None:
    """No own unit on 神殿: 10.1.4 — the use cannot be declared (nothing turns over)."""
    r = resolve(loads(_TEMPLE % (_SHRINE, "", "騎士", "")))
    assert r.outcome["rejected"] and r.outcome["state"] == {"騎士.attack": 1}
    assert {"10.1.4", "14.8.2"} <= set(r.decided_by)


def test_a_target_on_another_terrain_is_not_one_on_this_terrain() -> None:
    r = resolve(loads(_TEMPLE % (_SHRINE, _WARRIOR, "騎士", ", 戦士.attack")))
    assert r.outcome["rejected"] and r.outcome["state"] == {"戦士.attack": 1, "騎士.attack": 1}
    assert "10.10.3" in r.decided_by


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # another form of 発動条件
        (
            # (「自軍ユニットが3体以上存在する」 is read since round 22: test_mc_cardtext_r22)
            "▽[メイン]名\n〈発動条件:このユニットが戦闘に参加している/対象:自軍ユニット1体〉\n"
            "対象に「攻撃力:+1」を付与する。",
            "発動条件",
        ),
        # on a ○ ability (nobody chooses the one unit; a ● ability's is chosen as it resolves
        # since round 20, test_mc_cardtext_r20)
        (
            "○[戦闘]名\n〈対象:この地形に存在する自軍ユニット1体〉\n"
            "対象に「攻撃力:+1」を付与する。",
            "outside an activated ability",
        ),
    ],
)
def test_activation_conditions_it_does_not_read_are_refused(text: str, why: str) -> None:
    with pytest.raises(Unsupported, match=why):
        _ability(text)


# --- 「敵軍パーティにアイテムを装備しているユニットが存在する場合」 (4.4.1, 2.1.2.1.2.1) -------------

_THIEF = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 盗賊, type: unit, level: 2, attack: 2, defense: 4, text: "%s"}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4, item_slots: 1}
%s""",
    rest="""\
actions:
  - {do: advance, units: [盗賊], to: c3, dice: {A: 6, B: 1}}
ask: [ゴブリン.zone]
""",
)


@pytest.mark.parametrize(
    ("ring", "zone"),
    [
        ("        - {name: 指輪, type: item, equipped_to: ゴブリン}\n", "B.discard"),
        ("", "B.field.c3"),
    ],
)
def test_a_condition_on_the_enemy_partys_equipment(ring: str, zone: str) -> None:
    """「○[戦闘]盗賊の勘 〈対象:このユニット〉 敵軍パーティにアイテムを装備しているユニットが存在する
    場合、対象は「攻撃力:+2」する」: the enemy party on the battle's terrain (4.4.1) holds ゴブリン
    wearing 指輪 (2.1.2.1.2.1): 盗賊 attacks with 4 and the goblin (defence 4) falls; with no
    equipment it attacks with 2 and the goblin stays."""
    text = (
        "○[戦闘]盗賊の勘\\n〈対象:このユニット〉\\n"
        "敵軍パーティにアイテムを装備しているユニットが存在する場合、対象は「攻撃力:+2」する。"
    )
    r = resolve(loads(_THIEF % (text, ring)))
    assert r.outcome["state"] == {"ゴブリン.zone": zone}
    # the condition is read either way; not met, it is the reason nothing is added (10.12.2,
    # cited since s12mc)
    assert "4.4.1" in r.decided_by
    assert ("10.12.2" in r.decided_by) == (not ring)
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_a_party_equipment_condition_beside_another_target_is_refused() -> None:
    with pytest.raises(Unsupported, match="other than this unit"):
        _ability(
            "◎[メイン]名\n〈対象:敵軍ユニット1体〉\n"
            "敵軍パーティにアイテムを装備しているユニットが存在する場合、対象に「攻撃力:+1」を付与する。"
        )


# --- 「山札の上からn枚を見て、好きな順番で山札の上に戻す」 (4.1.10) --------------------------------------

_STARS = mc_scenario(
    a_top="    deck: [甲, 乙, 丙, 丁]\n    hand: [森]\n",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 魔女, type: unit, level: 1, attack: 1, defense: 3, text: "%s"}
""",
    rest="""\
%sactions:
  - {do: use, card: 魔女, target: A, cost_cards: [森]}
expect: {state: {A.deck: %s}}
""",
)
_LOOK = (
    "◎[メイン]星の導き\\n〈コスト:手札1枚破棄/対象:自軍プレイヤー〉\\n"
    "対象は山札の上から3枚を見て、好きな順番で山札の上に戻す。"
)


def test_the_top_cards_looked_at_go_back_in_the_order_chosen() -> None:
    """A looks at 甲 乙 丙 (the top 3) and puts them back 丙, 甲, 乙 from the top; 丁 stays under
    them (4.1.10: the effect as its text says)."""
    choose = "".join(f"{{player: A, choose: {x}}}, " for x in ("丙", "甲", "乙"))
    r = resolve(loads(_STARS % (_LOOK, f"choices: [{choose[:-2]}]\n", "[丙, 甲, 乙, 丁]")))
    assert check_expect(r) == []
    assert "4.1.10" in r.decided_by


def test_looking_at_more_than_the_deck_holds_looks_at_all_of_it() -> None:
    text = _STARS.replace("deck: [甲, 乙, 丙, 丁]", "deck: [甲, 乙]")
    choose = "choices: [{player: A, choose: 乙}]\n"
    r = resolve(loads(text % (_LOOK, choose, "[乙, 甲]")))
    assert check_expect(r) == []


@pytest.mark.parametrize(
    "text",
    [
        # looking with nothing done to the cards
        "◎[メイン]名\n山札の上から3枚を見る。",
        # 「…戻す」 with nothing looked at before it
        "◎[メイン]名\n好きな順番で山札の上に戻す。",
    ],
)
def test_looking_it_does_not_read_is_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        _ability(text)


# --- 「対象の攻撃力がn以上の場合」: a value of the target against a number (10.12.1, 4.1.14) ----------

_VALUE = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 1, %sdefense: 3}
""",
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "対象の攻撃力が3以上の場合、対象を破棄する。", target: 戦士}
ask: [戦士.zone]
""",
)


@pytest.mark.parametrize(("attack", "zone"), [(3, "A.discard"), (2, "A.field.c2")])
def test_a_condition_on_the_targets_attack(attack: int, zone: str) -> None:
    r = resolve(loads(_VALUE % f"attack: {attack}, "))
    assert r.outcome["state"] == {"戦士.zone": zone}
    assert "10.12.1" in r.decided_by and "4.7.5" not in r.decided_by


def test_a_condition_on_an_attack_not_given_is_branched_on() -> None:
    """The attack left out of the scenario is never read as 0: the ruling gives both outcomes."""
    r = resolve(loads(_VALUE % ""))
    assert r.outcome["by_unknown"]
    outcomes = {b["choices"][0]: b["outcome"]["state"]["戦士.zone"] for b in r.outcome["branches"]}
    assert outcomes == {"戦士.attack≥3": "A.discard", "戦士.attack<3": "A.field.c2"}


def test_a_value_condition_in_a_continuous_ability_is_refused() -> None:
    with pytest.raises(Unsupported, match="in a ○ ability"):
        _ability("○名\n〈対象:このユニット〉\n対象の攻撃力が3以上の場合、対象は「防御力:+1」する。")


# --- 「対象に「進軍タイプ:X」を付与する」 (10.14.2): the unit has that advance type too -----------------

_FLY = mc_scenario(
    turn="{player: A, number: 5, phase: main}",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 3}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
""",
    rest="""\
actions:
  - do: main_phase
    actions:
%s      - {do: advance, units: [戦士], to: c4, dice: {A: 6, B: 1}}
ask: [戦士.zone]
""",
)
_GRANT_FLY = (
    '      - {do: resolve_text, player: A, target: 戦士, text: "〈対象:ユニット1体〉'
    '対象に「進軍タイプ:飛行」を付与する。"}\n'
)


def test_a_granted_advance_type_widens_the_range() -> None:
    """Walking, 戦士 cannot reach c4 (not adjacent, 12.2.2.2); granted 「進軍タイプ:飛行」 it has
    that type too (10.14.2) — whose range is in a figure lost from the document, so the advance
    is taken as allowed, said as an assumption (2.1.19.2) — and it takes B's empty headquarters."""
    walking = resolve(loads(_FLY % ""))
    assert walking.outcome["rejected"] and "12.2.2.2" in walking.decided_by
    flying = resolve(loads(_FLY % _GRANT_FLY))
    assert flying.outcome.get("winner") == "A"
    assert "10.14.2" in flying.decided_by
    assert any(w.kind == "assumption" for w in flying.main.warnings)


@pytest.mark.parametrize(
    "text",
    [
        # 14.6.3.2 / 14.6.4.1: a ◇ ability with 〈発揮:…〉 summons its own card
        "◇〈発揮:普通召喚宣言時／対象:自軍プレイヤー〉「属性:火」の地形に、対象は手札にあるこのカードを普通召喚してもよい。",
        # 14.6.3.3 / 14.6.4.2: or places it as a terrain
        "◇〈発揮:地形配置宣言時／対象:自軍プレイヤー〉「地形（本陣を除く）」の存在するエリアに、対象はこのカードを配置してもよい。",
        # the keywords that stand for such an ability (15.4.6.2, 15.4.7.2, 15.4.8.2)
        "【強制配置】",
    ],
)
def test_a_diamond_ability_summoning_or_placing_its_own_card_compiles(text: str) -> None:
    # corrected (round 27, s23mc): run by the summon / placement procedure (``_mc/own_play``,
    # tests/ruling/test_mc_cardtext_r27.py on a board); the points the text leaves open are
    # branched on or flagged where the ability is used
    from ruling.games._mc.own_play import OwnPlay

    assert isinstance(_ability(text), OwnPlay)


def test_the_unsettled_points_a_diamond_refusal_names_exist() -> None:
    from ruling.unsettled import entries

    ids = set(entries("mc"))
    assert {"diamond_summon_at_declaration", "diamond_placement_at_declaration"} <= ids
