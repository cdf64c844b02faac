"""mc card text, round 19 (s15mc, issue 12): constructions taken by how many abilities they cover
across the composed card sets tests/blind/cards_r14 … cards_r18 — each a minimal ability text and
what it does on a board, with its neighbours (docs/cardtext.md "MC round 19 (s15mc)")."""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_compile as _ability
from tests.ruling.boards import mc_read
from tests.ruling.test_mc_cardtext_r15 import _WORN
from tests.ruling.test_mc_cardtext_r16 import _SHIELD

# --- 〈対象:このアイテムを装備しているユニット〉: 〈対象:装備ユニット〉 in other words (4.7.2) -----------


@pytest.mark.parametrize("card", ["このアイテム", "この装備品", "このカード"])
def test_the_unit_wearing_this_item_is_the_wearer(card: str) -> None:
    """「○鉄壁 〈対象:このアイテムを装備しているユニット〉 対象は「防御力:+2」する」 on 盾, worn by
    戦士: 戦士's defence 3 + 2 (4.7.2: «この～» is the card itself; its wearer is the unit
    「このユニット」 names on an equipment)."""
    text = f"○鉄壁\\n〈対象:{card}を装備しているユニット〉\\n対象は「防御力:+2」する。"
    r = resolve(loads(_WORN % ("", text)))
    assert r.outcome["state"] == {"戦士.attack": 1, "戦士.defense": 5}
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_the_unit_wearing_this_item_printed_on_a_unit_is_none() -> None:
    """On a unit's own text no card wears it: nothing changes (as 〈対象:装備ユニット〉)."""
    ab = ', text: "○鉄壁\\n〈対象:このアイテムを装備しているユニット〉\\n対象は「防御力:+2」する。"'
    r = resolve(loads(_WORN % (ab, "")))
    assert r.outcome["state"] == {"戦士.attack": 1, "戦士.defense": 3}


@pytest.mark.parametrize(
    ("cost", "target"),
    [
        ("この装備品を破棄", "装備ユニット"),
        ("このアイテムを破棄する", "装備ユニット"),
        ("このカードを破棄", "このアイテムを装備しているユニット"),
    ],
)
def test_the_unit_that_wore_the_item_discarded_as_the_cost(cost: str, target: str) -> None:
    """「◎[メイン]翻るマント 〈コスト:このアイテムを破棄する/対象:このアイテムを装備していたユニット〉
    対象に「防御力:+1」を付与する」: 盾 goes to the discard pile as the cost (10.11.7, 10.1.13:
    「このアイテム」 is the card itself, 4.7.2) and the unit that wore it gets +1."""
    text = (
        f"◎[メイン]翻るマント\\n〈コスト:{cost}/対象:{target}〉\\n対象に「防御力:+1」を付与する。"
    )
    r = mc_read(loads(_SHIELD % text))
    assert r.outcome["state"] == {"盾.zone": "A.discard", "戦士.defense": 4}
    assert {"10.11.7", "10.1.13"} <= set(r.decided_by)


def test_the_unit_that_wore_the_item_stays_refused() -> None:
    """「…を装備していたユニット」: the grammar does not read 「していた」 before a noun as a relative
    clause (doing so changed CO's 「それまで持っていた特殊能力」), so the target is not typed."""
    with pytest.raises(Unsupported):
        _ability(
            "◎[メイン]a\n〈コスト:このアイテムを破棄する/対象:このアイテムを装備していたユニット〉\n"
            "対象に「防御力:+1」を付与する。"
        )


# --- ○ without a timing on 「(自軍 / 敵軍)ユニットすべて」: every such unit of the battlefield ------

from tests.ruling.test_mc_cardtext_r15 import _GROVE  # noqa: E402


@pytest.mark.parametrize(
    ("target", "cond", "state"),
    [
        # 14.5.4.2: in force while its card is on the battlefield, on every own unit there
        ("自軍ユニットすべて", "対象が「属性:土」の場合、", (4, 3, 4, 3)),
        ("自軍ユニットすべて", "", (4, 4, 4, 3)),
        ("敵軍ユニットすべて", "対象が「属性:土」の場合、", (3, 3, 3, 4)),
        ("ユニットすべて", "対象が「属性:火」でない場合、", (4, 3, 4, 4)),
        # limited to its card's terrain when the text says so (as before)
        ("この地形に存在する自軍ユニットすべて", "", (4, 4, 3, 3)),
    ],
)
def test_a_timeless_continuous_ability_on_every_unit(
    target: str, cond: str, state: tuple[int, int, int, int]
) -> None:
    """「○加護 〈対象:自軍ユニットすべて〉 対象が「属性:土」の場合、「防御力:+1」する」 on 古森 (c2):
    土人 (c2) and 遠土 (r2, another terrain) get +1; 火人 (another attribute) and B's 敵土 do not."""
    text = f"○加護\\n〈対象:{target}〉\\n{cond}「防御力:+1」する。"
    r = resolve(loads(_GROVE % text))
    names = ("土人", "火人", "遠土", "敵土")
    assert r.outcome["state"] == {f"{n}.defense": v for n, v in zip(names, state, strict=True)}
    assert "14.5.4.2" in r.decided_by


# --- 「対象が…の場合、このダメージは適用されない。」 (10.12.1, 10.12.2): the effect's damage ------------

from tests.ruling.test_mc_cardtext_r15 import _SELF  # noqa: E402


@pytest.mark.parametrize("verb", ["適用されない", "発揮されない"])
@pytest.mark.parametrize(("race", "zone"), [("バード", "A.field.c2"), ("ビースト", "A.discard")])
def test_this_damage_is_not_applied_if(verb: str, race: str, zone: str) -> None:
    """「◎[メイン]a 〈対象:ユニット1体〉 対象に【1】ダメージを与える。対象が「種族:バード」の場合、
    このダメージは適用されない。」: a bird 戦士 (defence 1) takes nothing (10.12.2); another dies —
    「このダメージ」 is the effect, all of which is that damage."""
    text = (
        "◎[メイン]a\\n〈対象:ユニット1体〉\\n対象に【1】ダメージを与える。"
        f"対象が「種族:バード」の場合、このダメージは{verb}。"
    )
    scn = (_SELF % text).replace(
        "{name: 戦士, type: unit, level: 1, attack: 1, defense: 1}",
        "{name: 戦士, type: unit, level: 1, attack: 1, defense: 1, race: " + race + "}",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"]["戦士.zone"] == zone
    assert "10.12.2" in r.decided_by
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_this_damage_beside_another_step_is_refused() -> None:
    """「このダメージ」 beside a grant: which part is not applied is not said — refused."""
    with pytest.raises(Unsupported, match="このダメージ"):
        _ability(
            "◎[メイン]a\n〈対象:ユニット1体〉\n対象に【1】ダメージを与え、「攻撃力:-1」を付与する。"
            "対象が「種族:バード」の場合、このダメージは適用されない。"
        )


# --- 「対象 / このユニットが進軍側 / 守備側の場合」 (7.1.2.1, 1.3.7) -----------------------------------

from tests.ruling.test_mc_cardtext_r16 import _ROLE  # noqa: E402


@pytest.mark.parametrize("subject", ["対象", "このユニット"])
@pytest.mark.parametrize(
    ("role", "hunter", "goblin", "zones"),
    [
        ("進軍側", "攻撃力:+2", "", ("B.discard", "A.field.c3")),
        ("守備側", "攻撃力:+2", "", ("B.field.c3", "A.field.c2")),
        ("守備側", "", "攻撃力:+3", ("B.field.c3", "A.discard")),
        ("進軍側", "", "攻撃力:+3", ("B.field.c3", "A.field.c2")),
    ],
)
def test_a_condition_on_the_side_written_short(
    subject: str, role: str, hunter: str, goblin: str, zones: tuple[str, str]
) -> None:
    """「○[戦闘]天駆ける 〈対象:このユニット〉 対象が進軍側の場合、対象に「攻撃力:+2」を付与する」:
    as 「対象が進軍側パーティに属している場合」 (7.1.2.1: each player is 進軍側 or 守備側) — 狩人's
    +2 kills the goblin only as 進軍側, the goblin's +3 kills 狩人 only as 守備側."""

    def text(v: str) -> str:
        return (
            f"○[戦闘]陣\\n〈対象:このユニット〉\\n{subject}が{role}の場合、対象に「{v}」を付与する。"
            if v
            else ""
        )

    r = mc_read(loads(_ROLE % (text(hunter), text(goblin))))
    assert r.outcome["state"] == {"ゴブリン.zone": zones[0], "狩人.zone": zones[1]}


# --- 「「A」「B」を付与する」: parts printed side by side, each granted as alone (4.6.2, 13.1.1.1.2) ------

from ruling.games._mc.cardtext import StatStep  # noqa: E402


@pytest.mark.parametrize("sep", ["", "&", "と"])
def test_grants_side_by_side(sep: str) -> None:
    prog = _ability(
        f"◇[普通]影縫い\n〈対象:敵軍ユニット1体〉\n対象に「攻撃力:-1」{sep}「イニシアチブ:-1」を付与する。"
    )
    assert prog.steps == (
        StatStep("attack", -1, grant=True),
        StatStep("initiative", -1, grant=True),
    )


from tests.ruling.test_mc_cardtext_r15 import _FIRST  # noqa: E402


@pytest.mark.parametrize(
    "grant", ["「イニシアチブ:+6」「防御力:+0」", "「防御力:+0」「イニシアチブ:+6」"]
)
def test_a_side_by_side_initiative_grant_counts(grant: str) -> None:
    """「○俊足 〈対象:装備ユニット〉 対象に「イニシアチブ:+6」「防御力:+0」を付与する」: the +6 counts
    in the initiative result (13.1.1.1.1): A's 1 + 6 > B's 6, the goblin falls first."""
    r = resolve(loads(_FIRST % f"○俊足\\n〈対象:装備ユニット〉\\n対象に{grant}を付与する。"))
    assert r.outcome["state"] == {"ゴブリン.zone": "B.discard", "斥候.zone": "A.field.c3"}


# --- a step's own condition on a [普通|対抗不可] / [普通|チェイン] ability (15.3.1) --------------------


@pytest.mark.parametrize("timing", ["[普通|対抗不可]", "[普通|チェイン]", "[普通]"])
def test_a_steps_own_condition_beside_a_timing_keyword(timing: str) -> None:
    prog = _ability(
        f"◇{timing}影縫い\n〈対象:敵軍ユニット1体〉\n対象に「攻撃力:-1」を付与する。"
        "対象が行動完了の場合、さらに対象に「防御力:-1」を付与する。"
    )
    assert len(prog.steps) == 2


# --- 「カードをn枚引く」: drawn from the deck (5.1.3, 12.3.1) — and a ● ability's player steps
# beside its one unit target (10.10.4) ----------------------------------------------------------

from tests.ruling.test_mc_cardtext_r15 import _SUPPLY  # noqa: E402

_DREW = {"甲.zone": "A.hand", "乙.zone": "A.deck", "泉.zone": "B.hand", "林.zone": "B.hand"}
_NONE = {"甲.zone": "A.deck", "乙.zone": "A.deck", "泉.zone": "B.hand", "林.zone": "B.hand"}


@pytest.mark.parametrize(
    ("target", "effect", "state"),
    [
        ("自軍プレイヤー", "対象はカードを1枚引く。", _DREW),  # 引く without 山札から
        ("このユニット", "自軍プレイヤーはカードを1枚引く。", _DREW),
        ("このユニット", "自軍は山札からカードを1枚引く。", _DREW),
        ("このユニット", "カードを1枚補充する。", _DREW),
        ("このユニット", "自軍手札が2枚以下の場合、自軍はカードを1枚引く。", _DREW),
        ("このユニット", "自軍手札が3枚以上の場合、自軍はカードを1枚引く。", _NONE),
        ("このユニット", "対象が行動完了の場合、自軍はカードを1枚引く。", _NONE),
    ],
)
def test_an_auto_abilitys_draw_beside_its_unit(target: str, effect: str, state: dict) -> None:
    """「●[自軍ターン]閃き 〈発揮:メインフェイズ開始時/対象:このユニット〉 自軍手札が2枚以下の場合、
    自軍プレイヤーはカードを1枚引く」: at 7.3.2 A takes 甲, the top of its deck (12.3.1) — the
    step on the player's cards is done once, its unit target there and meeting the condition."""
    text = f"●[自軍ターン]閃き\\n〈発揮:メインフェイズ開始時/対象:{target}〉\\n{effect}"
    r = resolve(loads(_SUPPLY % text))
    assert r.outcome["state"] == state
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_an_auto_abilitys_player_steps_beside_a_group_stay_refused() -> None:
    with pytest.raises(Unsupported):
        _ability(
            "●[自軍ターン]a\n〈発揮:メインフェイズ開始時/対象:自軍ユニットすべて〉\nカードを1枚引く。"
        )


# --- 「対象が…の場合、さらに自軍プレイヤーはカードを1枚引く」: a player's step under the target's own
# condition (10.12.1, 10.12.2, 10.10.4) ---------------------------------------------------------


@pytest.mark.parametrize(
    ("race", "lead", "hand"),
    [("ヒューマン", "さらに", 1), ("エルフ", "さらに", 0), ("ヒューマン", "", 1)],
)
@pytest.mark.parametrize("timing", ["[メイン]", "[メイン|チェイン]"])
def test_a_draw_under_the_targets_condition(race: str, lead: str, hand: int, timing: str) -> None:
    """「◎[メイン]回復 〈対象:自軍ユニット1体〉 対象に「防御力:+2」を付与する。対象が「種族:ヒューマン」
    の場合、さらに自軍プレイヤーはカードを1枚引く」: 戦士 gets +2 either way; A (hand 0) draws one
    only when 戦士 is human."""
    text = (
        f"◎{timing}回復\\n〈対象:自軍ユニット1体〉\\n対象に「防御力:+2」を付与する。"
        f"対象が「種族:ヒューマン」の場合、{lead}自軍プレイヤーはカードを1枚引く。"
    )
    scn = (_SELF % text).replace(
        "{name: 戦士, type: unit, level: 1, attack: 1, defense: 1}",
        "{name: 戦士, type: unit, level: 1, attack: 1, defense: 1, race: " + race + "}",
    )
    scn = scn.replace("ask: [", "ask: [A.hand, ").replace(
        "    deck: 20\n", "    deck: 20\n    hand: 0\n", 1
    )
    r = resolve(loads(scn))
    assert r.outcome["state"]["戦士.defense"] == 3
    assert r.outcome["state"]["A.hand"] == hand
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


# --- 「(自軍の)戦場に「属性:X」のユニットがn体以上存在する場合」: every area (5.1.2.1, 5.1.2.4) ----------


def _holy(text: str, holy: tuple[str, ...]) -> str:
    """_SELF (聖騎士 uses ``text`` on 戦士), with 遠騎士 on r2 (another terrain); the units named in
    ``holy`` of 「属性:聖」."""
    scn = (_SELF % text).replace("ask: [", "ask: [A.hand, ")  # noqa: E501 (A.hand unused: keeps the ask list's shape)
    scn = scn.replace(
        "        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 1}\n",
        "        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 1}\n"
        "      r2:\n        - {name: 丘, type: terrain, limit: 6}\n"
        "        - {name: 遠騎士, type: unit, level: 1, attack: 1, defense: 1}\n",
    )
    for name in holy:
        scn = scn.replace(
            f"{{name: {name}, type: unit, level: 1, attack: 1, defense: 1",
            f"{{name: {name}, type: unit, level: 1, attack: 1, defense: 1, attribute: 聖",
        )
    return scn


@pytest.mark.parametrize(
    ("holy", "defense"),
    [(("戦士", "遠騎士"), 3), (("戦士",), 2), ((), 2)],  # 遠騎士 on another terrain counts
)
def test_units_counted_on_the_battlefield_under_a_step(holy: tuple[str, ...], defense: int) -> None:
    """「◎[メイン]祈り 〈対象:自軍ユニット1体〉 対象に「防御力:+1」を付与する。自軍の戦場に「属性:聖」
    のユニットが2体以上存在する場合、代わりに「防御力:+2」を付与する」: two 聖 units anywhere on
    the battlefield (5.1.2.4: its 12 areas) — +2 instead of +1 (10.8.2)."""
    text = (
        "◎[メイン]祈り\\n〈対象:自軍ユニット1体〉\\n対象に「防御力:+1」を付与する。"
        "自軍の戦場に「属性:聖」のユニットが2体以上存在する場合、代わりに「防御力:+2」を付与する。"
    )
    r = resolve(loads(_holy(text, holy)))
    assert r.outcome["state"]["戦士.defense"] == defense
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


@pytest.mark.parametrize(
    ("cond", "holy", "defense"),
    [
        ("自軍の戦場に「属性:聖」のユニットが存在する場合、", ("遠騎士",), 3),
        ("自軍の戦場に「属性:聖」のユニットが存在する場合、", (), 1),
        ("戦場に「属性:聖」の自軍ユニットが2体以上存在する場合、", ("遠騎士", "聖騎士"), 3),
        ("戦場に「属性:聖」の自軍ユニットが存在しない場合、", (), 3),
        ("敵軍の戦場に「属性:聖」のユニットが存在する場合、", ("遠騎士",), 1),
    ],
)
def test_units_counted_on_the_battlefield(cond: str, holy: tuple[str, ...], defense: int) -> None:
    text = f"◎[メイン]祈り\\n〈対象:自軍ユニット1体〉\\n{cond}対象に「防御力:+2」を付与する。"
    r = resolve(loads(_holy(text, holy)))
    assert r.outcome["state"]["戦士.defense"] == defense
    assert "5.1.2.4" in r.decided_by or defense == 1


def test_a_step_under_units_counted_beside_an_enemy_target_is_read() -> None:
    """Refused until round 58, when a step's own count was read from the target's side; its
    自軍 is the ability's player's (1.3.7), now read on the ability's unit or card whatever the
    target (``common.guard_card``; on a board: ``test_mc_r58_cardtext_s55mcC.py`` 1)."""
    # corrected (round 58, s55mcC): the refusal's cause (read on the target) is gone, 1.3.7
    prog = _ability(
        "◎[メイン]a\n〈対象:敵軍ユニット1体〉\n対象に「防御力:-1」を付与する。"
        "自軍の戦場に「属性:聖」のユニットが2体以上存在する場合、代わりに「防御力:-2」を付与する。"
    )
    assert prog.target.owner == "enemy"


# --- 「対象 / このユニットが最前列にいる / いない場合」 (8.3.3.2, 4.1.13) --------------------------------

from tests.ruling.test_mc_cardtext_r18 import _formation  # noqa: E402


@pytest.mark.parametrize("subject", ["対象", "このユニット"])
@pytest.mark.parametrize(
    ("cond", "same"),
    [
        ("最前列にいる", "最前列の"),
        ("最前列にいない", "最前列でない"),
        ("最後列にいる", "最後列の"),
        ("最後列にいない", "最後列でない"),
    ],
)
@pytest.mark.parametrize("order", ["盾兵, 弓兵", "弓兵, 盾兵"])
def test_a_condition_on_the_row_with_iru(subject: str, cond: str, same: str, order: str) -> None:
    """「○[戦闘]鉄壁 〈対象:このユニット〉 対象が最前列にいない場合、対象に「防御力:+2」を付与する」:
    read as 「対象が最前列でない場合」 (8.3.3.2; test_mc_cardtext_r18 has what those do), in each
    formation."""

    def zone(c: str) -> str:
        text = f"○[戦闘]鉄壁\\n〈対象:このユニット〉\\n{subject}が{c}場合、対象に「防御力:+2」を付与する。"
        r = resolve(loads(_formation(text, order)))
        assert not any(w.kind == "unsupported" for w in r.main.warnings)
        return str(r.outcome["state"]["盾兵.zone"])

    assert zone(cond) == zone(same)


# --- 「この効果で対象が死亡しなかった場合、…」 (11.3.1.2.1: a death by the steps before comes at once) --


@pytest.mark.parametrize(("defense", "zone", "attack"), [(3, "A.field.c2", 3), (1, "A.discard", 1)])
def test_a_step_if_this_effect_did_not_kill_the_target(
    defense: int, zone: str, attack: int
) -> None:
    """「◎[メイン]飛礫 〈対象:ユニット1体〉 対象に【1】ダメージを与える。この効果で対象が死亡しなかった
    場合、対象に「攻撃力:+2」を付与する」: 戦士 of defence 3 lives and gets +2; of defence 1 it died
    of the damage (11.3.1.2.1, at once) and nothing is granted."""
    text = (
        "◎[メイン]飛礫\\n〈対象:ユニット1体〉\\n対象に【1】ダメージを与える。"
        "この効果で対象が死亡しなかった場合、対象に「攻撃力:+2」を付与する。"
    )
    scn = (_SELF % text).replace(
        "{name: 戦士, type: unit, level: 1, attack: 1, defense: 1}",
        f"{{name: 戦士, type: unit, level: 1, attack: 1, defense: {defense}}}",
    )
    scn = scn.replace("ask: [戦士.defense,", "ask: [戦士.attack,")
    r = resolve(loads(scn))
    assert r.outcome["state"]["戦士.zone"] == zone
    assert r.outcome["state"]["戦士.attack"] == attack
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_a_step_if_another_effect_did_not_kill_is_refused() -> None:
    """「この戦闘で…死亡しなかった」 (a past battle) is not this effect's steps: refused."""
    with pytest.raises(Unsupported):
        _ability(
            "◎[メイン]a\n〈対象:ユニット1体〉\n対象に【1】ダメージを与える。"
            "この戦闘で対象が死亡しなかった場合、対象に「攻撃力:+2」を付与する。"
        )


# --- 〈発動条件:(自軍 / 敵軍)ユニットがこの地形で戦闘している〉 (14.8.2, 10.1.4, 8.2.3) ------------------

from tests.ruling.test_mc_cardtext_r16 import _TREE  # noqa: E402


@pytest.mark.parametrize("who", ["自軍ユニット", "敵軍ユニット", "ユニット"])
def test_an_activation_condition_on_a_side_fighting_here(who: str) -> None:
    """狩人 advances into B's 森: in that battle B's goblin and A's 狩人 take part (8.2.3), so B
    may turn 森 over; its 【4】 kills 狩人 (defence 4)."""
    fallen = (
        f"▽[普通]倒木\\n〈発動条件:{who}がこの地形で戦闘している/対象:敵軍ユニット1体〉\\n"
        "対象に【4】ダメージを与える。"
    )
    acts = """\
  - do: advance
    units: [狩人]
    to: c3
    dice: {A: 6, B: 1}
    second_normal:
      - {do: use, card: 森, player: B, target: 狩人, allowed: true}"""
    r = mc_read(loads(_TREE % (fallen, acts)))
    assert r.outcome["state"] == {"狩人.zone": "A.discard"}
    assert "14.8.2" in r.decided_by and not r.outcome.get("rejected")


def test_an_activation_condition_on_a_side_fighting_here_outside_a_battle() -> None:
    """A's own 平原 in A's main phase: no battle on it — the use cannot be declared (10.1.4)."""
    own = "▽[メイン]倒木\\n〈発動条件:自軍ユニットがこの地形で戦闘している/対象:敵軍ユニット1体〉\\n対象に【4】ダメージを与える。"
    scn = (_TREE % ("", "  - {do: use, card: 平原, target: ゴブリン}")).replace(
        "{name: 平原, type: terrain, limit: 6}",
        f'{{name: 平原, type: terrain, limit: 6, text: "{own}"}}',
    )
    r = resolve(loads(scn.replace("ask: [狩人.zone]", "ask: [ゴブリン.zone]")))
    assert r.outcome.get("rejected") and r.outcome["state"] == {"ゴブリン.zone": "B.field.c3"}
    assert {"10.1.4", "14.8.2"} <= set(r.decided_by)
