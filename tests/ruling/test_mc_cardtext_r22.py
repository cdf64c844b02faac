"""Monster Collection (mc), round 22 (s18mc), issue 12 and issue 14: constructions of the blind
card-text sets cards_r14–r21 (docs/cardtext.md "MC round 22, issue 12 (s18mc)"), each with its
neighbours and a board test."""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import MC_CASTER, mc_area, mc_scenario
from tests.ruling.boards import mc_compile as _ability

# --- a value filter of 〈対象〉: 「レベル3以下の敵軍ユニット1体」 (10.10.2; issue 14) -----------------


def _filtered(text: str, enemy: str, use: str) -> str:
    """A's 術士 (its text ``text``) beside 戦士 (level 2, attack 3) and 弓兵 (attack 0) in c2; B's
    鬼 (``enemy``: its values) in c3; A uses 術士 (``use``: the rest of the action)."""
    return mc_scenario(
        a=mc_area(
            "c2",
            "平原",
            8,
            MC_CASTER % text,
            "{name: 戦士, type: unit, level: 2, attack: 3, defense: 1}",
            "{name: 弓兵, type: unit, level: 1, attack: 0, defense: 1}",
        ),
        b=mc_area("c3", "森", 8, f"{{name: 鬼, type: unit{enemy}}}"),
        rest=f"actions:\n  - {{do: use, card: 術士{use}}}\nask: [戦士.zone, 弓兵.zone, 鬼.zone]\n",
    )


_PETRIFY = (
    "◎[メイン]石化の邪眼\\n〈対象:{f}の敵軍ユニット1体〉\\n対象に【石化:5】ダメージを与える。"
)


@pytest.mark.parametrize(
    ("f", "values", "proper"),
    [
        ("レベル3以下", ", level: 3, defense: 4", True),
        ("レベル3以下", ", level: 4, defense: 4", False),
        ("レベル2", ", level: 2, defense: 4", True),
        ("レベル2", ", level: 3, defense: 4", False),
        ("レベル3以上", ", level: 3, defense: 4", True),
        ("防御力4以上", ", level: 1, defense: 4", True),
        ("防御力4以上", ", level: 1, defense: 3", False),
        ("攻撃力0以下", ", level: 1, attack: -1, defense: 4", True),
        ("攻撃力0以下", ", level: 1, attack: 1, defense: 4", False),
    ],
)
def test_a_use_on_a_unit_meeting_the_value_filter(f: str, values: str, proper: bool) -> None:
    """「〈対象:レベル3以下の敵軍ユニット1体〉」: a unit whose value meets it is a proper target
    (10.10.2) and takes the 5 damage; one that does not is no proper target, the use is refused."""
    r = resolve(loads(_filtered(_PETRIFY.format(f=f), values, ", target: 鬼")))
    assert r.outcome["state"]["鬼.zone"] == ("B.discard" if proper else "B.field.c3")
    assert bool(r.outcome.get("rejected")) != proper
    assert "10.10.2" in r.decided_by


@pytest.mark.parametrize("f", ["レベル3以下", "攻撃力0以下", "防御力4以上"])
def test_a_value_not_given_does_not_meet_the_filter_and_is_said(f: str) -> None:
    """A unit whose value the scenario leaves out: unknown, not 0. Round 22 took it not to meet
    the filter (the use refused) and said so; since round 28 the declared target is branched on
    (``values.branch_candidates``, 10.10.2): a proper target in one branch (the use goes on),
    none in the other (refused) — the test means the value unknown, so it asserts the branches."""
    r = resolve(loads(_filtered(_PETRIFY.format(f=f), "", ", target: 鬼")))
    assert r.outcome.get("by_unknown") is True
    field = {0: "level", 1: "attack", 2: "defense"}[
        ["レベル3以下", "攻撃力0以下", "防御力4以上"].index(f)
    ]
    got = {b["choices"][0]: bool(b["outcome"].get("rejected")) for b in r.outcome["branches"]}
    assert got == {f"鬼.{field}:met": False, f"鬼.{field}:unmet": True}
    assert not [
        w for w in r.warnings() if w.kind == "assumption" and w.key == "not_given_condition_unmet"
    ]


def test_every_unit_meeting_the_filter() -> None:
    """「〈対象:攻撃力0以下のユニットすべて〉」: 弓兵 (attack 0) takes the damage, 戦士 (attack 3)
    does not (10.10.2)."""
    text = "◎[メイン]凍結\\n〈対象:攻撃力0以下のユニットすべて〉\\n対象に【1】ダメージを与える。"
    r = resolve(loads(_filtered(text, ", level: 1, attack: 0, defense: 1", "")))
    assert r.outcome["state"]["弓兵.zone"] == "A.discard"
    assert r.outcome["state"]["戦士.zone"] == "A.field.c2"


def test_a_value_filter_in_a_continuous_ability_is_refused() -> None:
    """A ○ ability's 〈対象:攻撃力2以下の…〉 reads a value ○ abilities change (its own among
    them, 14.5.4.2): refused with its reason."""
    with pytest.raises(Unsupported, match="value filter"):
        _ability(
            "○[戦闘]x\n〈対象:攻撃力2以下の自軍ユニットすべて〉\n対象に「攻撃力:+1」を付与する。"
        )


# --- 「…が存在する場合」: a card name, the side before the race, no place (2.1.5.1, 2.1.1.1) -----


def _pack(text: str, here: str = "", there: str = "", enemy: str = "") -> str:
    """A's 氷原の狼 (attack 1, its text ``text``) in c2 with ``here`` (unit flow mappings, one a
    line), A's l2 holding ``there``, B's c3 holding ``enemy``; asking its attack (uid 主)."""
    unit = "{{name: {n}, type: unit, level: 1, attack: 1, defense: 3{r}}}"

    def cards(spec: str) -> list[str]:
        out = []
        for item in filter(None, spec.split(";")):
            name, _, race = item.partition(":")
            out.append(unit.format(n=name, r=f", race: {race}" if race else ""))
        return out

    a = mc_area(
        "c2",
        "平原",
        9,
        f'{{name: 氷原の狼, uid: 主, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}',
        *cards(here),
    )
    if there:
        a += mc_area("l2", "森", 9, *cards(there))
    b = mc_area("c3", "沼", 9, *cards(enemy)) if enemy else ""
    return mc_scenario(a=a, b=b, rest="ask: [主.attack]\n")


_PACK_HUNT = "○群れの狩り\\n〈対象:このユニット〉\\n{cond}、対象に「攻撃力:+1」を付与する。"


@pytest.mark.parametrize(
    ("cond", "here", "there", "attack"),
    [
        ("この地形に他の「氷原の狼」が存在する場合", "氷原の狼", "", 2),
        # itself not counted (他の)
        ("この地形に他の「氷原の狼」が存在する場合", "", "", 1),
        # another name, or the name on another terrain: not met
        ("この地形に他の「氷原の狼」が存在する場合", "雪原の狼", "", 1),
        ("この地形に他の「氷原の狼」が存在する場合", "", "氷原の狼", 1),
        ("この地形に「氷原の狼」のユニットが2体以上存在する場合", "氷原の狼", "", 2),
        ("この地形に「氷原の狼」のユニットが2体以上存在する場合", "", "", 1),
        ("戦場に他の「氷原の狼」が存在する場合", "", "氷原の狼", 2),
    ],
)
def test_a_unit_of_a_card_name_exists(cond: str, here: str, there: str, attack: int) -> None:
    """「この地形に他の「氷原の狼」が存在する場合」: the units of that card name (2.1.5.1) on the
    terrain (5.1.2.4), this one not counted (他の)."""
    r = resolve(loads(_pack(_PACK_HUNT.format(cond=cond), here, there)))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"] == {"主.attack": attack}


@pytest.mark.parametrize(
    ("cond", "here", "there", "enemy", "attack"),
    [
        # the side first, then the race; no place: the whole battlefield (2.1.1.1)
        (
            "自軍の「種族:錬金生物」のユニットが2体以上存在する場合",
            "甲:錬金生物",
            "乙:錬金生物",
            "",
            2,
        ),
        ("自軍の「種族:錬金生物」のユニットが2体以上存在する場合", "甲:錬金生物", "", "", 1),
        # B's units are not A's
        (
            "自軍の「種族:錬金生物」のユニットが2体以上存在する場合",
            "甲:錬金生物",
            "",
            "丙:錬金生物",
            1,
        ),
        ("敵軍の「種族:錬金生物」のユニットが存在する場合", "", "", "丙:錬金生物", 2),
        (
            "「種族:錬金生物」の自軍ユニットが2体以上存在する場合",
            "",
            "甲:錬金生物;乙:錬金生物",
            "",
            2,
        ),
        ("敵軍ユニットが存在しない場合", "", "", "", 2),
        ("敵軍ユニットが存在しない場合", "", "", "丙", 1),
    ],
)
def test_units_on_the_battlefield_when_no_place_is_said(
    cond: str, here: str, there: str, enemy: str, attack: int
) -> None:
    """「自軍の「種族:錬金生物」のユニットが3体以上存在する場合」: with no place said, a unit is a
    unit card on the battlefield (2.1.1.1): every area counts (5.1.2.1)."""
    r = resolve(loads(_pack(_PACK_HUNT.format(cond=cond), here, there, enemy)))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"] == {"主.attack": attack}


# --- 「このユニットが敵軍支配地形に進軍していた場合」: 「進軍した」 said in the past progressive -----


@pytest.mark.parametrize("verb", ["進軍していた", "進軍した"])
@pytest.mark.parametrize(
    ("side", "to", "zone"),
    [("敵軍", "c3", "B.discard"), ("敵軍", "r2", "B.hand"), ("自軍", "c3", "B.hand")],
)
def test_this_unit_had_advanced_into_a_sides_terrain(
    verb: str, side: str, to: str, zone: str
) -> None:
    """「●[自軍ターン]略奪 〈発揮:進軍終了時/対象:敵軍プレイヤー〉 このユニットが敵軍支配地形に
    進軍していた場合、対象は手札1枚を選んで破棄する」 (cards_r21 MC-S-014): at the advance's end
    (12.2.5.1.8) the advance done is the one 「進軍した」 names (test_mc_cardtext_r17)."""
    from tests.ruling.boards import mc_read
    from tests.ruling.test_mc_cardtext_r17 import _RAID

    text = (
        "●[自軍ターン]略奪\\n〈発揮:進軍終了時/対象:敵軍プレイヤー〉\\n"
        f"このユニットが{side}支配地形に{verb}場合、対象は手札1枚を選んで破棄する。"
    )
    r = mc_read(loads(_RAID % (text, to)))
    assert r.outcome["state"] == {"石.zone": zone}
    assert "5.1.2.11" in r.decided_by


# --- 「進軍タイプ:飛行」 printed as a line: the unit's advance type (2.1.19.1) ----------------------


@pytest.mark.parametrize(
    "line", ["進軍タイプ:飛行", "「進軍タイプ:飛行」", "進軍タイプ:長距離飛行"]
)
def test_a_printed_advance_type_line_is_the_units_advance_type(line: str) -> None:
    """A line 「進軍タイプ:飛行」 (quoted or bare; cards_r21 MC-S-005, MC-S-017) is card
    information, no ability: 戦士's advance type. Walking it could not reach c4 (12.2.2.2); flying,
    its range is in a figure lost from the document, so the advance is taken as allowed and said
    (2.1.19.2) — it takes B's empty headquarters."""
    from tests.ruling.test_mc_cardtext_r15 import _FLY

    printed = _FLY.replace(
        "{name: 戦士, type: unit, level: 1, attack: 1, defense: 3}",
        f'{{name: 戦士, type: unit, level: 1, attack: 1, defense: 3, text: "{line}"}}',
    )
    r = resolve(loads(printed % ""))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome.get("winner") == "A"
    assert any(w.kind == "assumption" and "2.1.19.2" in w.clauses for w in r.main.warnings)


def test_a_printed_walking_line_keeps_the_range() -> None:
    from tests.ruling.test_mc_cardtext_r15 import _FLY

    printed = _FLY.replace("defense: 3}", 'defense: 3, text: "進軍タイプ:歩行"}')
    r = resolve(loads(printed % ""))
    assert r.outcome["rejected"] and "12.2.2.2" in r.decided_by


@pytest.mark.parametrize(("line", "zone"), [("進軍タイプ:飛行", "B.field.c3"), ("", "B.discard")])
def test_a_condition_reads_the_printed_advance_type(line: str, zone: str) -> None:
    """「対象が進軍タイプ「飛行」を持つ場合」 (test_mc_cardtext_r16) reads the printed line too: the
    flying goblin (defence 4 + 1) survives 狩人's 4."""
    from tests.ruling.test_mc_cardtext_r16 import _SPRING

    text = (
        "○[戦闘]吹き上げる風\\n〈対象:この地形に存在するユニットすべて〉\\n"
        "対象が進軍タイプ「飛行」を持つ場合、対象は「防御力:+1」する。"
    )
    r = resolve(loads(_SPRING % (text, f', text: "{line}"' if line else "")))
    assert r.outcome["state"] == {"ゴブリン.zone": zone}


def test_an_advance_type_the_rules_do_not_list_is_refused() -> None:
    with pytest.raises(Unsupported, match="2.1.19.1"):
        _ability("進軍タイプ:水泳")


# --- 〈発動条件:…〉: a count, a race, 自軍ターン (14.8.2, 10.1.4) ------------------------------------


def _shrine(activation: str, here: str) -> str:
    """A's 神殿 in c2 (its ▽ ability with 〈発動条件:``activation``〉 giving a unit of this terrain
    +1 attack) holding ``here`` (unit flow mappings, ; between); A uses it on 戦士."""
    text = (
        f"▽[メイン]風の加護\\n〈発動条件:{activation}/対象:この地形に存在する自軍ユニット1体〉\\n"
        "対象に「攻撃力:+1」を付与する。"
    )
    unit = "{{name: {n}, type: unit, level: 1, attack: 1, defense: 3{r}}}"
    cards = []
    for item in filter(None, here.split(";")):
        name, _, race = item.partition(":")
        cards.append(unit.format(n=name, r=f", race: {race}" if race else ""))
    return mc_scenario(
        a=mc_area("c2", "神殿", 6, *cards).replace("limit: 6}", f'limit: 6, text: "{text}"}}', 1),
        rest="actions:\n  - {do: use, card: 神殿, target: 戦士}\nask: [戦士.attack]\n",
    )


@pytest.mark.parametrize(
    ("activation", "here", "held"),
    [
        ("この地形に自軍ユニットが2体以上存在する", "戦士;騎士", True),
        ("この地形に自軍ユニットが2体以上存在する", "戦士", False),
        ("この地形に「種族:エルフ」の自軍ユニットが存在する", "戦士;騎士:エルフ", True),
        ("この地形に「種族:エルフ」の自軍ユニットが存在する", "戦士;騎士:ドワーフ", False),
        ("自軍ユニットが2体以上存在する", "戦士;騎士", True),
        ("この地形に敵軍ユニットが存在しない", "戦士", True),
        ("自軍ターン", "戦士", True),
        ("敵軍ターン", "戦士", False),
    ],
)
def test_an_activation_condition_of_more_forms(activation: str, here: str, held: bool) -> None:
    """〈発動条件:この地形に敵軍ユニットが2体以上存在する〉 (cards_r21 MC-S-026) and
    〈発動条件:自軍ターン〉 (cards_r20 MC-T-027): checked at the declaration (10.1.4, 14.8.2) —
    units counted as 「…が存在する場合」 counts them (5.1.2.4); 自軍ターン is the turn its player
    is the advancing side (7.1.2.1, 10.9.10). Not held: the use cannot be declared."""
    r = resolve(loads(_shrine(activation, here)))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"] == {"戦士.attack": 2 if held else 1}
    assert bool(r.outcome.get("rejected")) != held
    if not held or "ターン" not in activation:
        assert {"10.1.4", "14.8.2"} <= set(r.decided_by)


# --- 「対象は手札が3枚以下の場合」: the hand of 〈対象:自軍 / 敵軍プレイヤー〉 (5.1.4.3) ------------------

_DREW = {"甲.zone": "A.hand", "乙.zone": "A.deck", "泉.zone": "B.hand", "林.zone": "B.hand"}
_NONE = {"甲.zone": "A.deck", "乙.zone": "A.deck", "泉.zone": "B.hand", "林.zone": "B.hand"}
_SHED = {"甲.zone": "A.deck", "乙.zone": "A.deck", "泉.zone": "B.discard", "林.zone": "B.hand"}


@pytest.mark.parametrize(
    ("target", "effect", "state"),
    [
        ("自軍プレイヤー", "対象は手札が3枚以下の場合、カードを1枚引く。", _DREW),
        ("自軍プレイヤー", "対象は手札が1枚以上の場合、カードを1枚引く。", _NONE),
        ("自軍プレイヤー", "対象の手札が3枚以下の場合、対象はカードを1枚引く。", _DREW),
        ("敵軍プレイヤー", "対象の手札が2枚以上の場合、対象は手札1枚を選んで破棄する。", _SHED),
        ("敵軍プレイヤー", "対象は手札が3枚以上の場合、手札1枚を選んで破棄する。", _NONE),
    ],
)
def test_the_target_players_hand_counted(target: str, effect: str, state: dict) -> None:
    """「●[自軍ターン]星の啓示 〈発揮:…/対象:自軍プレイヤー〉 対象は手札が3枚以下の場合、カードを1枚
    引く」 (cards_r21 MC-S-020): the hand of the player the target is (A: 0 cards; B: 2), counted
    (5.1.4.3: a hand's count is public), as 「自軍 / 敵軍手札が…」 reads it; the step after it is
    that player's (the sentence's topic)."""
    from tests.ruling.test_mc_cardtext_r15 import _SUPPLY

    text = f"●[自軍ターン]星の啓示\\n〈発揮:メインフェイズ開始時/対象:{target}〉\\n{effect}"
    r = resolve(loads(_SUPPLY % text))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"] == state


def test_the_targets_hand_with_a_unit_target_is_refused() -> None:
    with pytest.raises(Unsupported, match="one player"):
        _ability(
            "◎[普通]x\n〈対象:ユニット1体〉\n対象の手札が3枚以下の場合、対象に【1】ダメージを与える。"
        )


@pytest.mark.parametrize(
    ("effect", "hand"), [("カードを1枚引く。", 3), ("対象はカードを1枚引く。", 3)]
)
def test_the_topic_of_the_condition_does_the_step(effect: str, hand: int) -> None:
    """「対象は手札が2枚以上の場合、カードを1枚引く」 on 〈対象:敵軍プレイヤー〉: 「対象は」 is the
    sentence's topic — B, not the ability's player, draws (B's hand 2 → 3)."""
    from tests.ruling.test_mc_cardtext_r15 import _SUPPLY

    text = (
        "●[自軍ターン]星の啓示\\n〈発揮:メインフェイズ開始時/対象:敵軍プレイヤー〉\\n"
        f"対象は手札が2枚以上の場合、{effect}"
    )
    r = resolve(loads(_SUPPLY.replace("ask: [", "ask: [A.hand, B.hand, ") % text))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"]["B.hand"] == hand
    assert r.outcome["state"]["A.hand"] == 0


# --- 「この効果は発揮しない / 適用しない」 and 「この効果は重複しない」: the active wordings (10.12.2,
# 16.2.1) --------------------------------------------------------------------------------------


@pytest.mark.parametrize("verb", ["発揮しない", "適用しない"])
@pytest.mark.parametrize(("race", "zone"), [("ドラゴン", "A.field.c2"), ("ビースト", "A.discard")])
def test_this_effect_does_not_take_effect_if(verb: str, race: str, zone: str) -> None:
    """「…対象が「種族:ドラゴン」の場合、この効果は発揮しない」 (cards_r19 MC-U-040's wording): as
    「発揮されない」 (test_mc_cardtext_r18) — a dragon 戦士 takes nothing (10.12.2)."""
    from tests.ruling.test_mc_cardtext_r15 import _SELF

    text = (
        "◎[メイン]竜避け\\n〈対象:ユニット1体〉\\n対象に【1】ダメージを与える。"
        f"対象が「種族:ドラゴン」の場合、この効果は{verb}。"
    )
    scn = (_SELF % text).replace(
        "{name: 戦士, type: unit, level: 1, attack: 1, defense: 1}",
        "{name: 戦士, type: unit, level: 1, attack: 1, defense: 1, race: " + race + "}",
    )
    r = resolve(loads(scn))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"]["戦士.zone"] == zone
    assert "10.12.2" in r.decided_by


@pytest.mark.parametrize("note", ["この効果は重複しない", "重複しない"])
def test_this_effect_does_not_stack(note: str) -> None:
    """「…対象に「攻撃力:+1」を付与する。この効果は重複しない。」: 16.2.1 — the second use on the same
    unit is not applied (as 「重複しない」 alone, test_mc_rules_r13)."""
    from tests.ruling.boards import problems
    from tests.ruling.test_mc_rules_r13 import _NO_STACK

    assert problems(_NO_STACK % (note, 3)) == []


# corrected (round 53, s50mcDup): the ○ ability compiles; whether 16.2.1 reaches it (a 〈対象〉 is
# designated at a use, 10.10.1, which a ○ ability never has, 14.5.1) is the unsettled point
# no_stack_continuous, raised with both readings run (tests/ruling/test_mc_r53_no_stack_point.py)
def test_this_effect_does_not_stack_on_a_continuous_ability_is_a_reading() -> None:
    """16.2.1 reads 「指定されたことがある」 of a 〈対象〉: on a ○ ability, chosen at no use, it is
    the point no_stack_continuous — the ability compiles with its note."""
    prog = _ability(
        "○[戦闘]号令\n〈対象:自軍パーティ〉\n対象を「攻撃力:+1」する。この効果は重複しない。"
    )
    assert prog.kind == "continuous" and prog.no_stack


# --- 「ダメージを【2】点回復する」, 「ダメージを2つ取り除く」: the heal of more wordings ---------------


@pytest.mark.parametrize(
    ("heal", "after"),
    [
        ("対象が受けているダメージを【2】点回復する。", 1),
        ("対象が受けているダメージを【1】点回復する。", 2),
        ("対象が受けているダメージを2つ取り除く。", 1),
        ("対象が受けているダメージを1つ取り除く。", 2),
    ],
)
def test_damage_healed_in_more_wordings(heal: str, after: int) -> None:
    """「…ダメージを【2】点回復する」 (the amount in 【】, as damage is printed) and 「…ダメージを2つ
    取り除く」 (cards_r21 MC-S-013, MC-S-027: damage counted in 点, 4.5.3): as 「…ダメージを2点回復
    する」 (test_mc_cardtext_r17b) — 兵 (defence 3, damage 2) healed, then 1 more, lives."""
    from tests.ruling.test_mc_cardtext_r17b import _HURT

    r = resolve(loads(_HURT % (2, "", heal)))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"] == {"兵.zone": "B.field.c3", "兵.damage": after}


def test_a_dice_amount_healed_stays_refused() -> None:
    with pytest.raises(Unsupported, match="dice amount healed"):
        _ability(
            "□[対抗]応急手当\n〈対象:自軍ユニット1体〉\n対象が受けているダメージを【1D】点回復する。"
        )


# --- 「このユニットが戦闘に参加している限り、…」 on a ○ ability: its condition (14.5.4.3) -----------

_WALL = (
    "○盾の壁\\n〈対象:自軍ユニットすべて〉\\nこのユニットが{cond}、対象に「防御力:+1」を付与する。"
)


def _wall(text: str, on_goblin: bool) -> str:
    """A's 狩人 (attack 4) advances into B's c3, where ゴブリン (defence 4) stands; the ○ text is
    on ゴブリン (in the battle) or on B's 隊長 on r3 (not in it)."""
    goblin = "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4%s}"
    return mc_scenario(
        a=mc_area("c2", "平原", 6, "{name: 狩人, type: unit, level: 2, attack: 4, defense: 4}"),
        b=mc_area("c3", "湖", 6, goblin % (f', text: "{text}"' if on_goblin else ""))
        + mc_area(
            "r3",
            "森",
            6,
            "{name: 隊長, type: unit, level: 1, attack: 1, defense: 2%s}"
            % ("" if on_goblin else f', text: "{text}"'),
        ),
        rest="actions:\n  - {do: advance, units: [狩人], to: c3, dice: {A: 6, B: 1}}\n"
        "ask: [ゴブリン.zone]\n",
    )


@pytest.mark.parametrize("cond", ["戦闘に参加している限り", "戦闘に参加している場合"])
@pytest.mark.parametrize(("on_goblin", "zone"), [(True, "B.field.c3"), (False, "B.discard")])
def test_as_long_as_on_a_continuous_ability(cond: str, on_goblin: bool, zone: str) -> None:
    """「○[戦闘]盾の壁 〈対象:この地形に存在する自軍ユニットすべて〉 このユニットが戦闘に参加している
    限り、対象に「防御力:+1」を付与する」 (cards_r21 MC-S-003): a ○ ability is in force while its
    condition holds (14.5.4.3), so 「限り」 reads as 「場合」 — ゴブリン in the battle gives B's units
    +1 (defence 5: it lives); 隊長, not in it, gives nothing."""
    r = resolve(loads(_wall(_WALL.format(cond=cond), on_goblin)))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"] == {"ゴブリン.zone": zone}


def test_as_long_as_on_a_use_stays_refused() -> None:
    """On a use (◎) 「…限り」 would make a one-shot effect last while X holds: not read."""
    with pytest.raises(Unsupported):
        _ability(
            "◎[普通]x\n〈対象:このユニット〉\n"
            "このユニットが戦闘に参加している限り、対象に「防御力:+1」を付与する。"
        )


@pytest.mark.parametrize(("level", "damage"), [(", level: 1", 2), (", level: 3", 1), ("", 1)])
def test_a_value_filter_on_an_auto_abilitys_group(level: str, damage: int) -> None:
    """「●[戦闘]x 〈発揮:戦闘開始時/対象:レベル2以下の敵軍ユニットすべて〉 対象に【1】ダメージを与える」:
    read on each unit as the ● ability resolves (10.10.2) — a level-1 goblin takes it (then 狩人's
    1 attack damage), a level-3 one does not; one with no level given is not taken to meet it."""
    sc = mc_scenario(
        a=mc_area(
            "c2",
            "平原",
            6,
            '{name: 狩人, type: unit, level: 2, attack: 1, defense: 4, text: "●[戦闘]x\\n'
            '〈発揮:戦闘開始時/対象:レベル2以下の敵軍ユニットすべて〉\\n対象に【1】ダメージを与える。"}',
        ),
        b=mc_area("c3", "湖", 6, f"{{name: ゴブリン, type: unit{level}, attack: 1, defense: 9}}"),
        rest="actions:\n  - {do: advance, units: [狩人], to: c3, dice: {A: 6, B: 1}}\n"
        "ask: [ゴブリン.damage]\n",
    )
    r = resolve(loads(sc))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"] == {"ゴブリン.damage": damage}
    if not level:
        assert any(w.kind == "assumption" for w in r.main.warnings)


# --- 「対象の手札を1枚無作為に選び、破棄する」: the target player's hand at random (1.3.6) ---------


@pytest.mark.parametrize(
    ("step", "left"),
    [
        ("対象の手札を1枚無作為に選び、破棄する。", 1),
        ("対象の手札1枚を無作為に破棄する。", 1),
        ("対象の手札を2枚無作為に選び、破棄する。", 0),
    ],
)
def test_a_random_discard_of_the_targets_hand(step: str, left: int) -> None:
    """「□[メイン]忍び足 〈対象:敵軍プレイヤー〉 対象の手札を1枚無作為に選び、破棄する」 (cards_r18
    MC-V-018): as 「対象は手札を1枚無作為に破棄する」 (test_mc_cardtext_r21) — B's hand of 2 loses
    the cards picked at random."""
    from tests.ruling.test_mc_cardtext_r21 import _plunder

    r = resolve(loads(_plunder("2", step)))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"] == {"B.hand": left}


def test_a_pick_from_the_targets_hidden_hand_stays_refused() -> None:
    """Without 「無作為に」, who picks from the target's hand (hidden, 5.1.4.3) is not said."""
    with pytest.raises(Unsupported):
        _ability("□[メイン]x\n〈対象:敵軍プレイヤー〉\n対象の手札を1枚選び、破棄する。")


# --- 「このユニット以外の…」 in 〈対象〉: never read as 〈対象:このユニット〉 (round 23: run, the unit left
# out — tests/ruling/test_mc_cardtext_r23.py) ------------------------------------------------------


@pytest.mark.parametrize(
    "target",
    [
        "このユニットと同じ地形に存在するこのユニット以外のユニットすべて",
        "この地形に存在するこのユニット以外のユニットすべて",
        "このユニット以外の自軍ユニット1体",
    ],
)
def test_every_unit_but_this_one_is_not_read_as_this_unit(target: str) -> None:
    """「〈対象:…このユニット以外のユニットすべて〉」 (cards_r19 MC-U-016) compiled to 〈対象:この
    ユニット〉 — the unit it excludes — in round 21; refused in round 22; since round 23 the
    units but that one (``Target.but_this``)."""
    prog = _ability(f"◎[普通]大津波\n〈対象:{target}〉\n対象に【1】ダメージを与える。")
    assert prog.target.kind != "this_unit" and prog.target.but_this
