"""Cardfight!! Vanguard (カードファイト!! ヴァンガード), 総合ルール (kb/sources/vg.txt).

The tables of the game (zones, phases, actions, keywords, principles) are here; the procedures
live in ``ruling/games/_vg/`` by chapter. Every definition cites the clauses it implements.

Conventions: piles are lists with the top card first. Circles are zones ``field.<circle>``:
``vanguard`` (front centre, 4.9.2.3), ``left_front right_front left_back center_back right_back``
(rear-guard circles, 4.9.2.5), ``guardian`` (frontmost centre, 4.9.2.4) and ``accel_1…4``
(circles an accel gift adds, 16.3.1.5.1). A fighter's vanguard damage (3.1.2), energy (3.1.3)
and the like are player values (``players: {A: {vanguard_damage: 1}}``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ruling import pregame
from ruling.abilities import register_compiler
from ruling.core import Ctx
from ruling.games._vg import battle, buddy, dress, equip, fusion, legion, markers, specific, turn
from ruling.games._vg.abilities import CARD_ABILITY, DELAYED_ABILITY, activate, replacements
from ruling.games._vg.autos import trigger_conditions
from ruling.games._vg.buddy import action_means, discard_buddy_soul
from ruling.games._vg.common import BACK, CIRCLE_JA, CIRCLES, FRONT, circle, slot_card, value_set
from ruling.games._vg.contract import (
    CARD_VALUE_CLAUSES,
    CARD_VALUE_WATCH,
    CARD_VALUES,
    TYPED_EVENTS,
    attack_in_progress,
    attack_resume,
    pending_ability,
    resolve_text,
)
from ruling.games._vg.declared import NOT_IMPLEMENTED
from ruling.games._vg.gifts import ABILITIES, markers_given
from ruling.games._vg.legion import legion_listed
from ruling.games._vg.locked import lock_listed
from ruling.games._vg.processes import RULE_PROCESSES
from ruling.games._vg.selectors import gbreak_reading, wings_reading
from ruling.games._vg.setup import game_setup, in_game
from ruling.games._vg.triggers import ICONS
from ruling.games._vg.values import last_known
from ruling.pregame import shuffled_param
from ruling.rules import (
    ActionDef,
    CountCheck,
    Game,
    KeywordDef,
    Param,
    PhaseDef,
    StepDef,
    ZoneDef,
    action,
    register,
)

P_PLAYER = Param("player", "player", doc="who does it (default: the turn fighter)")
P_CARD = Param("card", "card", True, "a card: name, uid, or circle (vanguard / B.left_front)")
P_AMOUNT = Param("amount", "int", True, "how many")
P_CARDS = Param("cards", "cards", doc="which cards (names or uids), else chosen")
UNTIL = Param("until", "str", choices=("turn", "battle", "game"), doc="how long (default: turn)")
ACT_LIST = "list"
GUARD_ROUNDS = Param(
    "guard_rounds",
    ACT_LIST,
    doc="the defender's actions at later play timings of the guard step, one each (10.5.2)",
)


_a = action


def _by_ability(params: Any) -> bool:
    """7.6.4.1: a draw is 「カードの能力でカードを引く」 unless it is the draw phase's (9.4.2)."""
    return bool(params.get("rule") != "draw_phase")


ACTIONS: dict[str, ActionDef] = {
    a.verb: a
    for a in (
        # chapter 8: before the game
        _a(
            "game_setup",
            "ゲーム前の手順",
            "the pre-game procedure",
            ("8.2.1",),
            game_setup,
            (
                Param("first", "player", doc="the first fighter: the chosen fighter's choice"),
                Param("chooser", "player", doc="the fighter chosen at random (8.2.1.6)"),
                Param("vanguard", "map", doc="each fighter's first vanguard, {A: name}"),
                shuffled_param("the opening hand, then the cards drawn in the redraw"),
                Param(
                    "mulligan",
                    "map",
                    doc="the hand cards each fighter puts on the bottom of the deck and redraws"
                    " (8.2.1.8), {A: [names]} or {A: N}",
                ),
            ),
        ),
        # chapter 9: the turn
        _a("stand_phase", "スタンドフェイズ", "stand phase", ("9.2",), in_game(turn.stand_phase)),
        _a(
            "draw_phase",
            "ドローフェイズ",
            "draw phase",
            ("9.3.1",),
            in_game(turn.draw_phase),
            (
                Param("g_assist", "card", doc="the unit a G assist adds to the hand, or none"),
                Param("g_assist_remove", "cards", doc="the two hand cards removed for it"),
            ),
        ),
        _a(
            "ride_phase",
            "ライドフェイズ",
            "ride phase",
            ("9.6.1",),
            in_game(turn.ride_phase),
            (
                Param("card", "card", doc="the card to ride (none: no ride)"),
                Param("from", "zone", choices=("hand", "ride_deck")),
                Param("discard", "card", doc="hand card discarded for a ride-deck ride"),
                Param("stride", "card", doc="G unit to stride in the stride step"),
                Param("stride_discard", "cards", doc="hand cards for the stride cost"),
            ),
        ),
        _a(
            "main_phase",
            "メインフェイズ",
            "main phase",
            ("9.9",),
            in_game(turn.main_phase),
            (Param("actions", ACT_LIST, doc="the main phase's actions, in order"),),
        ),
        _a(
            "battle_phase",
            "バトルフェイズ",
            "battle phase (the main phase ends; its start step, before an attack is chosen)",
            ("9.10",),
            in_game(turn.battle_phase),
        ),
        _a(
            "attack",
            "アタック（アタックサブフェイズ）",
            "attack (one attack sub-phase)",
            ("9.10.1", "10.1.1", "10.1.2"),
            in_game(battle.attack),
            (
                P_PLAYER,
                Param(
                    "attacker",
                    "slot",
                    doc="circle of the attacking unit (default vanguard; a back-row circle only "
                    "with an effect that lets it, back_row_attack), or the unit's name (a 着装 "
                    "unit is refused, 6.9.3.2)",
                    choices=(*FRONT, *BACK),
                    or_card=True,
                ),
                Param(
                    "target",
                    "slot",
                    doc="opponent's circle attacked (default vanguard; a back-row circle loads "
                    "and is refused by 10.4.1.6), or the unit's name",
                    choices=(*FRONT, *BACK),
                    or_card=True,
                ),
                Param(
                    "boost",
                    "str",
                    doc="the circle behind, the name of the unit there, or yes / none",
                ),
                Param("guard", "cards", doc="hand cards the defender calls to the guardian circle"),
                Param("intercept", "cards", doc="the defender's circles that intercept"),
                Param("guard_actions", ACT_LIST, doc="other defender actions in the guard step"),
                GUARD_ROUNDS,
                Param("before_damage", ACT_LIST, doc="actions at the start of the damage step"),
            ),
        ),
        _a(
            "attack_by_effect",
            "アタックする（特定行動）",
            "attack (the specific action, by an effect)",
            ("7.36.1",),
            battle.attack_by_effect,
            (
                Param("player", "player", doc="the effect's master (default: the turn fighter)"),
                Param("attacker", "cards", doc="the units told to attack (cards or circles)"),
                Param("target", "card", doc="the unit attacked (default: the opponent's vanguard)"),
                Param("boost", "str", doc="a boost asked for (not allowed, 7.36.1.2)"),
                Param("guard", "cards", doc="hand cards the defender calls to the guardian circle"),
                Param("intercept", "cards", doc="the defender's circles that intercept"),
                Param("guard_actions", ACT_LIST, doc="other defender actions in the guard step"),
                GUARD_ROUNDS,
                Param("before_damage", ACT_LIST, doc="actions at the start of the damage step"),
            ),
        ),
        _a("end_phase", "エンドフェイズ", "end phase", ("9.11",), in_game(turn.end_phase)),
        # chapter 6: units coming in
        _a(
            "ride",
            "ライド",
            "ride",
            ("6.3.3",),
            turn.ride,
            (
                P_PLAYER,
                P_CARD,
                Param("from", "zone"),
                Param("normal", "bool", doc="the ride step's normal ride (9.7.2)"),
                Param("discard", "card"),
            ),
        ),
        _a(
            "call",
            "コール",
            "call",
            ("6.2.3",),
            turn.call,
            (
                P_PLAYER,
                P_CARD,
                Param("circle", "slot", choices=CIRCLES),
                Param("from", "zone"),
                Param("superior", "bool", doc="a superior call (by an effect)"),
                Param("orientation", "str", choices=("stand", "rest")),
            ),
        ),
        _a(
            "stride",
            "超越",
            "stride",
            ("6.5.1", "6.6.2"),
            turn.stride,
            (P_PLAYER, P_CARD, Param("discard", "cards")),
        ),
        _a(
            "legion",
            "双闘/D-双闘",
            "legion / D-legion",
            ("6.4.1",),
            legion.legion,
            (
                P_PLAYER,
                P_CARD,
                Param("from", "zone", doc="where the card is (default: deck)"),
                Param("d", "bool", doc="a D-legion (6.4.1.3.1)"),
                Param("with", "card", doc="the vanguard it legions with (default: the vanguard)"),
            ),
        ),
        _a(
            "seek_mate",
            "シークメイト/D-シークメイト",
            "seek mate / D-seek mate",
            ("14.11.2",),
            legion.seek_mate,
            (
                P_PLAYER,
                Param(
                    "card", "card", doc="the vanguard whose ability it is (default: the vanguard)"
                ),
                Param("d", "bool", doc="a D-seek mate (D-legion)"),
                Param("cost", "cards", doc="the 4 drop-zone cards of the cost, top first"),
                Param("mate", "card", doc="the name searched for (default: any it names)"),
            ),
        ),
        _a(
            "overdress",
            "オーバードレス",
            "overDress",
            ("6.7.2",),
            dress.overdress,
            (
                P_PLAYER,
                P_CARD,
                Param("circle", "slot", True, choices=CIRCLES),
                Param("effect", "bool", doc="done by an effect (else the main-phase 9.9.2.5)"),
            ),
        ),
        _a(
            "cross_overdress",
            "クロスオーバードレス",
            "cross overDress",
            ("6.8.3",),
            dress.cross_overdress,
            (
                P_PLAYER,
                P_CARD,
                Param("circle", "slot", True, choices=CIRCLES),
                Param("origins", "cards", True, doc="the rear-guards that become dress origins"),
                Param("effect", "bool", doc="done by an effect (else the main-phase 14.49.2)"),
            ),
        ),
        _a(
            "marker",
            "マーカーを置く",
            "put a record marker",
            ("7.4.2",),
            markers.put,
            (
                P_PLAYER,
                Param("name", "str", True, doc="the marker's name (龍樹, or 龍樹マーカー)"),
                Param("circle", "slot", choices=CIRCLES, doc="the circle it is put on"),
                Param("unit", "card", doc="the unit it is put on (instead of a circle)"),
            ),
        ),
        _a(
            "beast_fuse",
            "魔獣合成",
            "魔獣合成 (fuse units under a 〈魔獣合成体〉 token unit)",
            ("6.10.2",),
            fusion.fuse,
            (
                P_PLAYER,
                Param("units", "cards", True, doc="the units fused (cards or circles)"),
                Param(
                    "token",
                    "card",
                    doc="the 〈魔獣合成体〉 token unit they go under (when several are among them)",
                ),
            ),
        ),
        _a(
            "wear",
            "着装",
            "着装 (put a rear-guard on the vanguard)",
            ("6.9.2",),
            dress.wear,
            (
                P_PLAYER,
                P_CARD,
                Param("on", "card", doc="the vanguard it is put on (default: the vanguard)"),
            ),
        ),
        _a(
            "swap",
            "縦列のサークルの交換",
            "exchange a column's circles",
            ("9.9.2.2",),
            turn.swap,
            (
                P_PLAYER,
                Param(
                    "circle",
                    "slot",
                    True,
                    doc="a circle of the column (left_front, right_front; the vanguard's column "
                    "loads and is refused by 9.9.2.2)",
                    choices=tuple(c for c in CIRCLES if c != "guardian"),
                ),
                Param(
                    "with",
                    "slot",
                    doc="the other circle of that column, may be written too (`circle: "
                    "left_front, with: left_back`); a circle of another column is refused "
                    "(9.9.2.2 exchanges a column's own front and back circles)",
                    choices=tuple(c for c in CIRCLES if c != "guardian"),
                ),
            ),
        ),
        _a(
            "g_guard",
            "Gガーディアンのコール",
            "calling a G guardian",
            ("10.5.1.2.3", "14.16.2"),
            battle.g_guard,
            (
                P_PLAYER,
                P_CARD,
                Param(
                    "guards", "card", doc="the attacked unit it guards, when several (10.4.1.10)"
                ),
            ),
        ),
        replace(
            _a(
                "guard",
                "ガーディアンサークルへのコール",
                "call to the guardian circle",
                ("10.5.1.2.2",),
                battle.guard,
                (
                    P_PLAYER,
                    P_CARD,
                    Param(
                        "guards",
                        "card",
                        doc="the attacked unit it guards, when several (10.4.1.10)",
                    ),
                    Param(
                        "at_once",
                        "int",
                        doc="how many cards the one call (10.5.1.2.2) this card is part of calls "
                        "(an attack's guard list: its length; default 1)",
                    ),
                ),
            ),
            # 10.5.1.2.2 「…ガーディアンサークルにコールすることができます」, a normal call
            # (10.5.1.2.2.1): 「コールできない」 stops it as it stops any call
            counts_as=(("call", ("10.5.1.2.2", "10.5.1.2.2.1")),),
        ),
        _a(
            "intercept",
            "インターセプト",
            "intercept",
            ("10.5.1.2.4", "14.4.2"),
            battle.intercept,
            (
                P_PLAYER,
                Param(
                    "circle",
                    "slot",
                    True,
                    doc="the circle of the intercepting unit",
                    choices=CIRCLES,
                    alt="card",
                ),
                Param("card", "card", doc="the intercepting unit itself, instead of its circle"),
                Param(
                    "guards", "card", doc="the attacked unit it guards, when several (10.4.1.10)"
                ),
            ),
        ),
        # chapter 7: specific actions
        _a(
            "damage",
            "ダメージを与える",
            "deal damage",
            ("7.35.1",),
            specific.damage,
            (
                P_PLAYER,
                Param("to", "player", True),
                P_AMOUNT,
                Param("source", "card"),
                Param("skill", "bool", doc="skill damage: dealt by an effect (11.5.2.2)"),
                Param("by_master", "player", doc="the master of the effect dealing it"),
                Param("by_vanguard", "bool", doc="the effect's card was a vanguard then"),
            ),
            amount="amount",
        ),
        replace(
            _a(
                "draw",
                "引く",
                "draw",
                ("7.6.4",),
                specific.draw,
                (P_PLAYER, Param("amount", "int")),
                amount="amount",
            ),
            # 7.6.4.1: every draw but the draw phase's own (9.4.2) is a draw by a card's
            # ability — 「カードの能力でカードを引けない」 stops those, not that one
            counts_as=(("draw_by_ability", ("7.6.4.1",)),),
            counts_as_if=_by_ability,
        ),
        _a(
            "move_top",
            "山札の上から移動",
            "move from the top of the deck",
            ("7.6.1", "7.6.2"),
            specific.move_top,
            (P_PLAYER, Param("amount", "int"), Param("to", "zone", True)),
            amount="amount",
        ),
        _a(
            "discard_buddy_soul",
            "バディソウルを捨てる",
            "discard a buddy soul card",
            ("17.17.9.1",),
            discard_buddy_soul,
            (P_PLAYER, Param("card", "card", True)),
        ),
        _a(
            "retire",
            "退却",
            "retire",
            ("7.18.1",),
            specific.retire,
            (
                P_PLAYER,
                Param("card", "card"),
                P_CARDS,
                Param("count", "int"),
                Param("of", "player"),
            ),
            amount="count",
        ),
        _a(
            "bind",
            "バインド",
            "bind",
            ("7.29.1",),
            specific.bind,
            (P_PLAYER, Param("card", "card"), P_CARDS),
        ),
        _a(
            "remove",
            "除外",
            "remove from the game",
            ("7.19.1",),
            specific.remove,
            (P_PLAYER, Param("card", "card"), P_CARDS),
        ),
        _a(
            "heal",
            "回復",
            "heal",
            ("7.20.1",),
            specific.heal,
            (P_PLAYER, Param("card", "card"), P_CARDS),
        ),
        _a(
            "discard",
            "捨てる",
            "discard",
            ("7.9.1",),
            specific.discard,
            (P_PLAYER, Param("card", "card"), P_CARDS),
        ),
        _a(
            "hand_discard",
            "手札から捨てる",
            "discard from the hand",
            ("7.9.1",),
            specific.hand_discard,
            (P_PLAYER, P_AMOUNT, P_CARDS),
            amount="amount",
        ),
        _a(
            "counter_blast",
            "カウンターブラスト",
            "counter blast",
            ("7.24.1",),
            specific.counter_blast,
            (P_PLAYER, P_AMOUNT, P_CARDS),
            amount="amount",
        ),
        _a(
            "soul_blast",
            "ソウルブラスト",
            "soul blast",
            ("7.25.1",),
            specific.soul_blast,
            (P_PLAYER, P_AMOUNT, P_CARDS),
            amount="amount",
        ),
        _a(
            "counter_charge",
            "カウンターチャージ",
            "counter charge",
            ("7.26.1",),
            specific.counter_charge,
            (P_PLAYER, P_AMOUNT, P_CARDS),
            amount="amount",
        ),
        _a(
            "soul_charge",
            "ソウルチャージ",
            "soul charge",
            ("7.27.1",),
            specific.soul_charge,
            (P_PLAYER, P_AMOUNT),
            amount="amount",
        ),
        _a(
            "energy_charge",
            "エネルギーチャージ",
            "energy charge",
            ("7.48.1",),
            specific.energy_charge,
            (P_PLAYER, P_AMOUNT),
            amount="amount",
        ),
        _a(
            "energy_blast",
            "エネルギーブラスト",
            "energy blast",
            ("7.49.1",),
            specific.energy_blast,
            (P_PLAYER, P_AMOUNT),
            amount="amount",
        ),
        _a(
            "stand",
            "スタンドする",
            "stand",
            ("7.2.1",),
            specific.orient("stand", ("7.2.1",)),
            (P_PLAYER, P_CARD),
        ),
        _a(
            "rest",
            "レストする",
            "rest",
            ("7.2.1",),
            specific.orient("rest", ("7.2.1",)),
            (P_PLAYER, P_CARD),
        ),
        *(
            _a(
                stat,
                f"{ja}の増減",
                f"{stat} change",
                ("11.3.1.2",),
                specific.stat_effect(stat, ja),
                (
                    P_PLAYER,
                    P_CARD,
                    Param("amount", "int"),
                    Param("set", "int"),
                    Param("to", "int", doc="increase / decrease to this value (11.11.4.1)"),
                    Param("double", "bool", doc="double the value (11.11.4.1.1)"),
                    Param("original", "int", doc="the original value becomes this (11.11.1.2)"),
                    UNTIL,
                    Param("source", "str"),
                ),
            )
            for stat, ja in (
                ("power", "パワー"),
                ("critical", "クリティカル"),
                ("drive", "ドライブ"),
                ("shield", "シールド"),
            )
        ),
        _a(
            "move",
            "カードの移動",
            "move a card",
            ("7.4.1",),
            specific.move,
            (
                P_CARD,
                Param("to", "zone", True, "destination zone or circle"),
                Param(
                    "player", "player", doc="owner of the destination (default: the card's owner)"
                ),
                Param("orientation", "str", choices=("stand", "rest")),
                Param("pos", "str", choices=("top", "bottom")),
                Param("from_player", "player"),
            ),
        ),
        _a("shuffle", "シャッフル", "shuffle", ("7.5.1",), specific.shuffle, (P_PLAYER,)),
        _a(
            "search",
            "探す",
            "search",
            ("7.11.1",),
            specific.search,
            (P_PLAYER, Param("card", "card"), Param("zone", "zone"), Param("to", "zone")),
        ),
        _a("reveal", "公開する", "reveal", ("7.10.1",), specific.reveal, (P_PLAYER, P_CARD)),
        _a(
            "token",
            "トークンのコール",
            "call a token",
            ("15.4.6.1",),
            specific.token,
            (
                P_PLAYER,
                Param("name", "str", True),
                Param("circle", "slot", choices=CIRCLES),
                Param("power", "int"),
                Param("grade", "int"),
                Param("critical", "int"),
                Param("shield", "int"),
                Param("skills", "cards"),
                # its races (15.4.3.1), several joined by ‘/’ as a card's are (2.3.4)
                Param("race", "str"),
            ),
        ),
        _a(
            "crest",
            "クレストを得る",
            "get a crest",
            ("7.14.6",),
            specific.crest,
            (P_PLAYER, Param("name", "str", True), Param("text", "str")),
        ),
        _a(
            "gift",
            "イマジナリーギフトを得る",
            "get an imaginary gift",
            ("7.14.3",),
            specific.gift,
            (
                P_PLAYER,
                Param("crown", "str", True, choices=("force", "accel", "protect")),
                Param("kind", "int"),
            ),
        ),
        _a(
            "gauge",
            "ゲージとして置く",
            "put as gauge",
            ("7.40.1",),
            specific.gauge,
            (
                P_PLAYER,
                P_CARD,
                Param("of", "str", doc="the unit it is the gauge of, or a player (7.40.7)"),
                Param("name", "str", doc="the gauge's name, e.g. 時刻印 (7.40.3)"),
                Param("face", "str", choices=("up", "down"), doc="up: put face up"),
            ),
        ),
        _a("imprison", "収容する", "imprison", ("17.5.1",), specific.imprison, (P_PLAYER, P_CARD)),
        _a(
            "play_order",
            "オーダーのプレイ",
            "play an order",
            ("11.8.2",),
            specific.play_order,
            (
                P_PLAYER,
                P_CARD,
                Param("cost", ACT_LIST),
                Param("effect", ACT_LIST, doc="what its text does, as actions"),
                Param(
                    "fuse",
                    "str",
                    doc="order card B 魔合成'd into this order as it is played, as its text "
                    "lets it (7.44.1)",
                ),
            ),
        ),
        _a(
            "cost",
            "コストの支払い",
            "pay a cost",
            ("11.7.1",),
            specific.cost,
            (P_PLAYER, Param("steps", ACT_LIST, True)),
        ),
        _a(
            "auto",
            "自動能力の誘発",
            "an automatic ability triggers",
            ("11.9.2",),
            specific.auto,
            (
                P_PLAYER,
                Param("source", "card"),
                Param("effect", ACT_LIST, doc="its effect, as actions"),
                Param("cost", ACT_LIST),
                Param(
                    "when",
                    "str",
                    doc="trigger on the next such event (ride, attacked, hit, called …) instead of now",
                ),
                Param("whose", "player", doc="whose event (default: the ability's master)"),
            ),
        ),
        replace(
            _a(
                "activate",
                "起動能力のプレイ",
                "play an activated ability",
                ("9.9.2.4", "11.8.2"),
                activate,
                (
                    P_PLAYER,
                    P_CARD,
                    Param(
                        "ability", "int", doc="line of the ability on the card (default: the first)"
                    ),
                    Param("from", "zone", doc="the zone the card is in (when names repeat)"),
                ),
            ),
            # 12.2.1.1: an activated ability in the state ‘使えない’ cannot be played
            prohibited_by=("12.2.1", "12.2.1.1"),
        ),
        _a(
            "extra_turn",
            "追加のターンを得る",
            "get an extra turn",
            ("18.2.1",),
            specific.extra_turn,
            (P_PLAYER,),
        ),
        _a(
            "loop",
            "永久循環",
            "endless loop",
            ("18.1.1",),
            specific.loop,
            (
                Param("actions", ACT_LIST, True, "one pass of the loop"),
                Param("stop", "cards", doc="fighters who have a choice that stops it"),
                Param("count", "map", doc="each stopper's declared count, {A: 3} (18.1.1.2)"),
                Param(
                    "each",
                    ACT_LIST,
                    doc="what every pass adds up to (18.1.1.4), as actions with an amount",
                ),
            ),
        ),
        ActionDef(
            "concede",
            "投了",
            "concede",
            ("1.2.4",),
            specific.concede,
            (Param("player", "player", True),),
            unaffected=("1.2.4.1",),
        ),
        _a(
            "lose",
            "効果による敗北",
            "lose by an effect",
            ("1.2.5",),
            specific.lose_by_effect,
            (Param("player", "player", True),),
        ),
        _a(
            "win",
            "効果による勝利",
            "win by an effect",
            ("1.2.5",),
            specific.win_by_effect,
            (Param("player", "player", True),),
        ),
        _a(
            "check_timing", "チェックタイミング", "check timing", ("11.6.1",), specific.check_timing
        ),
    )
}

ZONES = (
    ZoneDef("deck", "山札", "deck", ("4.5.1", "4.5.2"), public=False),
    ZoneDef("hand", "手札", "hand", ("4.6.1", "4.6.2"), public=False, free_order=("4.6.2",)),
    ZoneDef("drop", "ドロップゾーン", "drop zone", ("4.7.1", "4.7.2"), free_order=("4.7.2",)),
    *(
        ZoneDef(
            circle(c),
            CIRCLE_JA[c],
            f"{c} circle",
            ("4.8.1", "4.9.1", "4.9.2")
            + (
                ("4.9.2.3",)
                if c == "vanguard"
                else ("4.9.2.4",)
                if c == "guardian"
                else ("4.9.2.5",)
            ),
            slot=True,
            group="field",
        )
        for c in CIRCLES
    ),
    ZoneDef("soul", "ソウル", "soul", ("4.10.1", "4.10.2"), free_order=("4.10.2",)),
    ZoneDef(
        "damage", "ダメージゾーン", "damage zone", ("4.11.1", "4.11.2"), free_order=("4.11.2",)
    ),
    # 4.12.5: bundled by the effect that bound them, each bundle's order the owner's to change
    ZoneDef("bind", "バインドゾーン", "bind zone", ("4.12.1", "4.12.2"), free_order=("4.12.5",)),
    ZoneDef("trigger", "トリガーゾーン", "trigger zone", ("4.13.1", "4.13.2")),
    # a G zone card is face down unless put there face up (4.14.3: the G deck goes there face down;
    # 9.11.1 puts a G unit back face up; 4.14.2 「この領域の裏向きのカー
    # ド」): a card a scenario lists there without ``face: up`` is face down
    ZoneDef(
        "g_zone",
        "Gゾーン",
        "G zone",
        ("4.14.1", "4.14.2"),
        public=False,
        free_order=("4.14.2",),
        face_down=True,
    ),
    # 4.15.2: its owner may change the order of its cards at will (their associations kept)
    ZoneDef(
        "gauge",
        "ゲージゾーン",
        "gauge zone",
        ("4.15.1", "4.15.2"),
        public=False,
        free_order=("4.15.2",),
    ),
    ZoneDef("order_area", "オーダー領域", "order area", ("4.16.1", "4.16.2")),
    ZoneDef("order_zone", "オーダーゾーン", "order zone", ("4.17.1", "4.17.2")),
    # its cards lie face down (4.18.3) unless back there by 4.18.4 (a scenario's ``face: up``)
    ZoneDef(
        "ride_deck",
        "ライドデッキ置場",
        "ride deck",
        ("4.18.1", "4.18.2"),
        public=False,
        face_down=True,
    ),
    ZoneDef(
        "crest_zone", "クレストゾーン", "crest zone", ("4.19.1", "4.19.2"), free_order=("4.19.2",)
    ),
    # cards removed are outside the game (7.19.1: 「ゲーム内に存在しない状態」): they form no pile,
    # so a scenario's list of them is compared whatever its order
    ZoneDef(
        "removed",
        "除外（ゲーム外）",
        "removed from the game",
        ("7.19.1", "7.19.2"),
        free_order=("7.19.1",),
    ),
    # 17.6.1.2: a striker's own zone ‘モンスターBOX’, public, its cards face up, unordered
    # (17.6.1.2.1); here every fighter has it (empty until an effect puts a card there)
    ZoneDef(
        "monster_box",
        "モンスターBOX",
        "monster BOX",
        ("17.6.1.2", "17.6.1.2.1"),
        free_order=("17.6.1.2.1",),
    ),
)

PHASES = (
    PhaseDef("stand", "スタンドフェイズ", "stand phase", ("9.2",)),
    PhaseDef(
        "draw",
        "ドローフェイズ",
        "draw phase",
        ("9.3.1",),
        (
            StepDef("draw", "ドローステップ", "draw step", ("9.4",)),
            StepDef("g_assist", "Gアシストステップ", "G assist step", ("9.5",)),
        ),
    ),
    PhaseDef(
        "ride",
        "ライドフェイズ",
        "ride phase",
        ("9.6.1",),
        (
            StepDef("ride", "ライドステップ", "ride step", ("9.7",)),
            StepDef("stride", "ストライドステップ", "stride step", ("9.8",)),
        ),
    ),
    PhaseDef("main", "メインフェイズ", "main phase", ("9.9",)),
    PhaseDef(
        "battle",
        "バトルフェイズ",
        "battle phase",
        ("9.10", "10.1.1"),
        (
            StepDef("start", "スタートステップ", "start step", ("10.3",)),
            StepDef("attack", "アタックステップ", "attack step", ("10.4",)),
            StepDef("guard", "ガードステップ", "guard step", ("10.5",)),
            StepDef("drive", "ドライブステップ", "drive step", ("10.6",)),
            StepDef("damage", "ダメージステップ", "damage step", ("10.7",)),
            StepDef("close", "クローズステップ", "close step", ("10.8",)),
        ),
    ),
    PhaseDef("end", "エンドフェイズ", "end phase", ("9.11",)),
)

KEYWORDS = (
    KeywordDef("twin_drive", "ツインドライブ!!", "Twin Drive!!", ("14.3.1", "14.3.2", "14.3.3.1")),
    KeywordDef(
        "triple_drive", "トリプルドライブ!!!", "Triple Drive!!!", ("14.3.1", "14.3.2", "14.3.4.1")
    ),
    KeywordDef("intercept", "インターセプト", "Intercept", ("14.4.1", "14.4.2")),
    KeywordDef("boost", "ブースト", "Boost", ("14.5.1", "14.5.2")),
    KeywordDef("sentinel", "守護者", "Sentinel", ("14.10.1", "14.10.3")),
    KeywordDef("glitter", "煌求者", "Glitter", ("14.47.1", "14.47.2")),
    KeywordDef(
        "regalis_piece", "レガリスピース", "Regalis Piece", ("14.51.1", "14.51.2.2", "14.51.2.2.1")
    ),
    KeywordDef("unison_dress", "ユニゾンドレス", "Unison Dress", ("14.53.1",)),
    KeywordDef("happy_toys", "ハッピー・トイズ", "Happy Toys", ("14.60.1", "14.60.2")),
    KeywordDef("sweetlink", "SweetLink", "SweetLink", ("14.61.1",)),
    KeywordDef("persona_ride", "ペルソナライド", "Persona Ride", ("2.13.3", "6.3.8", "7.15.1.4")),
    KeywordDef("protect", "プロテクト", "Protect", ("15.3.3",), ability="protect"),
)


def text_active(ctx: Ctx, uid: str, zone: str) -> bool:
    """11.4.4: a unit's abilities work on the field's circles; an order's in the order area or
    zone; a crest's in the crest zone (11.4.4.1.1)."""
    c = ctx.card(uid)
    if c is None:
        return False
    if c.type in ("order", "blitz", "set_order", "token_order", "ticket"):
        return zone in ("order_area", "order_zone")
    if c.type in ("crest", "ride_deck_crest"):
        return zone == "crest_zone"
    if c.states.get("wearing"):
        return False  # 6.9.3.3: a 着装 unit's abilities are void
    return zone.startswith("field.")


def ability_zones(ab: Any) -> tuple[str, ...]:
    """The zones an ability's labels say it works in (【手札】, 【ドロップ】, 【ソウル】 …, 11.4.4),
    so that the core reports a refused one there although a unit's text is otherwise in force
    on the field only."""
    from ruling.abilities import labelled_zones
    from ruling.games._vg.cardtext import LABEL_ZONES

    return labelled_zones(ab, LABEL_ZONES)


def value_readings(ctx: Ctx) -> Any:
    """``Game.value_readings``: the points of how a value in force is read — 白翼 / 黒翼
    (``selectors.wings_reading``), force II markers (``values.force_readings``), ジェネレーション
    ブレイク's lost icon (``selectors.gbreak_reading``)."""
    from ruling.games._vg.values import force_readings

    yield from wings_reading(ctx)
    yield from force_readings(ctx)
    yield from gbreak_reading(ctx)


def setup(ctx: Ctx) -> None:
    pregame.open_zones(ctx)
    lock_listed(ctx)
    legion_listed(ctx)
    dress.origins_listed(ctx)
    fusion.bundles_listed(ctx)
    specific.gauge_listed(ctx)
    turn.hearts_listed(ctx)
    buddy.setup(ctx)
    equip.setup(ctx)
    markers_given(ctx)
    markers.given(ctx)
    specific.mark_ride_deck(ctx)
    turn.grade3_at_turn_start(ctx)


def _modal_prohibitions(ctx: Ctx) -> list[Any]:
    """The prohibitions vg's continuous abilities put in force now (``continuous.
    modal_prohibitions``), for the core's action check; a ruling whose cards have no text loads
    no card-text compiler for it (``ruling/lazy.py``)."""
    if not any(c.text for pl in ctx.state.players.values() for z in pl.zones.values() for c in z):
        return []
    from ruling.games._vg.continuous import modal_prohibitions

    return modal_prohibitions(ctx)


GAME = register(
    Game(
        id="vg",
        ja="カードファイト!! ヴァンガード",
        # the clauses read to conclude an ability did not trigger (no event met its condition)
        trigger_conditions=trigger_conditions,
        en="Cardfight!! Vanguard",
        zones=ZONES,
        phases=PHASES,
        actions=ACTIONS,
        rule_processes=RULE_PROCESSES,
        # the reading of 白翼 / 黒翼 (14.43.3 against 14.43.2.x), asked where it decides
        value_readings=value_readings,
        # 「カードの能力でカードを引けない」 (7.6.4.1): a prohibition of the draws other than the
        # draw phase's (the draw action ``counts_as`` it, ``_by_ability``)
        prohibitable={
            "draw_by_ability": ("7.6.4.1",),
            # 「スペリオルコールできない」: the calls that are no normal call (6.2.2.2) — an
            # effect's (steps, call); the guard step's and the main phase's are normal ones
            "superior_call": ("6.2.2.2",),
        },
        # 13.2.2 / 13.2.3: the loss process's conditions on card counts (ruling.notmet)
        count_checks=(
            CountCheck("damage", ("13.2.2",), at_least=6),
            CountCheck("deck", ("13.2.3",)),
        ),
        abilities={**ABILITIES, "card": CARD_ABILITY, "delayed": DELAYED_ABILITY},
        keywords=KEYWORDS,
        principles={
            "text_beats_rules": ("1.3.1",),
            "impossible": ("1.3.2",),
            "already_in_state": ("1.3.2.1",),
            "non_positive_count": ("1.3.2.2",),
            "prohibition": ("1.3.3",),
            # a fighter's own declaration (an attack, 10.4.1.3) stopped by a card's prohibition:
            # 1.3.3 speaks of an action an effect instructs; the card's text contradicts the rule
            # that lets the fighter declare it and wins (1.3.1) — the kin of ws, mc and vs
            # (Ctx.declaration_prohibited; round 30)
            "prohibition_of_declaration": ("1.3.1",),
            "turn_player_first": ("1.3.4",),
            "non_negative_number": ("1.3.5",),
            # 4.1.8: a card moved is a new card; 11.11.4: an effect (not of a continuous
            # ability) applies to the cards fixed when it arose — not to that new card (ws's
            # 8.9.2 beside 3.1.4)
            "new_object": ("4.1.8", "11.11.4"),
            # 11.11.1.1: the printed information is always the base value (round 26, the kin of vs 8.9.1.1)
            "printed_base": ("11.11.1.1",),
            "win": ("1.2.1",),
            "draw": ("1.2.3",),
            "check_timing": ("11.6.1",),
            # 11.6.1.1: the rule processes due at a check timing are its first step
            "check_rule_step": ("11.6.1.1",),
            # 11.6.1.4 / 11.6.1.5 「…プレイと解決を行い、その後前述 11.6.1.1 に戻ります」
            "check_again": ("11.6.1.1",),
            # 13.1.2: rule processes are looked for only at a check timing
            "rule_check_timing": ("13.1.2",),
            # 11.9.1: an automatic ability is played at a check timing after its trigger — it
            # waits, pending (11.9.2), whatever is being done when it triggers (round 52)
            "pending": ("11.9.1", "11.9.2"),
            "pending_order": ("11.6.1.4", "11.6.1.5", "11.9.4", "11.9.4.1"),
            # Vanguard has no interrupt-type rule processes: every one waits for a check timing
            "interrupt": ("13.1.2",),
            "interrupt_order": ("13.1.3",),
            "interrupt_own_order": ("13.1.3",),
            "check_rules": ("11.6.1.1", "13.1.3"),
            "endless_loop": ("18.1.1",),
            "early_pending": ("6.3.7",),
            "early_order": ("11.6.1.2", "11.6.1.3"),
            "replacement": ("11.3.1.3", "11.12.1", "11.12.1.1"),
            # 11.12.2.2: the fighter doing the action, or the master of the card it is done to
            "replacement_order": ("11.12.2", "11.12.2.2"),
            "replacement_once": ("11.12.2.3",),
            "replacement_choice": ("11.3.1.3.2", "11.12.3"),
            "last_known": ("11.13", "11.13.1"),
            "master_does": ("3.2.2.5", "3.2.2.5.1", "11.8.5.1"),
            "master_of_continuous": ("3.2.2.1",),
            "master_of_activated": ("3.2.2.2",),
            "master_of_auto": ("3.2.2.3",),
            "master_of_event": ("3.2.2.4",),  # an order card's ability
        },
        card_types={
            "normal": ("normal", "Normal Unit", "ノーマルユニット", "unit"),
            "trigger": ("trigger", "Trigger Unit", "トリガーユニット"),
            "g": ("g", "G Unit", "Gユニット"),
            "order": ("order", "Normal Order", "ノーマルオーダー"),
            "blitz": ("blitz", "Blitz Order", "ブリッツオーダー"),
            "set_order": ("set_order", "Set Order", "セットオーダー"),
            "token": ("token", "Token Unit", "トークンユニット"),
            "token_order": ("token_order", "トークンセットオーダー"),
            "protect": ("protect", "プロテクト"),
            "ticket": ("ticket", "チケット"),
            "crest": ("crest", "クレスト"),
            "ride_deck_crest": ("ride_deck_crest", "ライドデッキクレスト"),
        },
        setup=setup,
        text_active=text_active,
        ability_zones=ability_zones,
        not_implemented=NOT_IMPLEMENTED,
        replacements=replacements,
        action_means=action_means,
        prohibitions=_modal_prohibitions,
        last_known=last_known,
        slot_card=slot_card,
        card_values=CARD_VALUES,
        value_set=value_set,
        card_value_clauses=CARD_VALUE_CLAUSES,
        card_value_watch=CARD_VALUE_WATCH,
        typed_events=TYPED_EVENTS,
        resolve_text=resolve_text,
        ends_later_turn_effects=True,
        pending_ability=pending_ability,
        attack_in_progress=attack_in_progress,
        attack_fields=("attacker", "attacked", "booster"),
        attack_resume=attack_resume,
        play_timing_again=turn.play_timing_again,
        card_fields=("name", "type", "power", "triggers", "text", "number"),
        icons=ICONS,
        extra_fields={
            "grade": "int",
            "shield": "int",
            "critical": "int",
            "skills": "list",
            "gift": "str",
            "trigger_power": "int",
            "clan": "str",
            "nation": "str",
            # the card's races (2.3.1), several joined by ‘/’ as printed (2.3.4)
            "race": "str",
            # the overDress unit condition (14.42.1.1): one name, or a list of the names of
            # which the rear-guard must be one (「「A」か「B」」) — a list as ``cross_over_dress``
            # lists its origins
            "over_dress": "list",
            "seek_mate": "list",
            "cross_over_dress": "list",
            # a card on a circle in the locked state (7.30.1): face down, no information
            "locked": "bool",
            # a unit on a circle in the deleted state (7.32.1): face down, less its printed power,
            # its printed text lost (7.32.2)
            "deleted": "bool",
            # a card that was in its owner's ride-deck zone as the game began, now elsewhere (4.18.4:
            # moved to the deck, it goes face up to the ride-deck zone instead); every card a
            # scenario lists in the ride-deck zone is one already
            "from_ride_deck": "bool",
            # a G unit on a vanguard circle put there by an ultimate stride (6.6.3): ``ultimate``
            # (its return to the G zone removes the G zone, 6.6.3.5); ``normal`` is the default
            "strode_by": "str",
            # the named groups a card belongs to, that its text may name (“超・獣神祭排出対象”,
            # クイーンズオーダーカード): given by the scenario
            "groups": "list",
            # a card under a Buddyfight-related rear-guard: its buddy soul (17.17.7.1)
            "buddy_soul": "bool",
            # a card on a vanguard circle in legion state (6.4.1.3.2): ``leader`` / ``mate``
            # (``d_leader`` / ``d_mate`` for a D-legion); the pair is read at set-up
            "legion": "str",
            # a card on a circle that is a dress origin of the unit there (6.7.2.2, 6.7.4); the
            # unit is then in overDress state (6.7.3) — read at set-up
            "dress_origin": "bool",
            # a card in a gauge zone: the unit on a circle (or the player, ``A`` / ``B``) it is
            # the gauge of (4.15.3, 7.40.2, 7.40.7.2), and its gauge's name (7.40.3, 4.15.4) —
            # read at set-up
            "gauge_of": "str",
            "gauge_name": "str",
        },
        player_values={
            "vanguard_damage": ("ヴァンガードダメージ", "vanguard damage", ("3.1.2",)),
            "energy": ("エネルギー", "energy", ("3.1.3",)),
            # 17.16.7.1: a player's フォーミュラカウント (reset at its stand phase, 17.16.7.1.1)
            "formula_count": ("フォーミュラカウント", "formula count", ("17.16.7.1",)),
            "energy_limit": ("エネルギーの上限", "energy limit", ("3.1.3.1",)),
            "order_limit": ("オーダー上限", "order limit", ("9.9.2.3.1",)),
            "orders_played": (
                "このターンにプレイしたオーダー",
                "orders played this turn",
                ("11.8.2.1.1",),
            ),
            "regalis_resolved": (
                "解決したレガリスピース",
                "regalis pieces resolved",
                ("14.51.2.2",),
            ),
            "regalis_limit": ("レガリスピースの解決上限", "regalis piece limit", ("14.51.2.2.1",)),
            "ride_gift": (
                "ライドによるギフトのクラウンタイプ",
                "crown type of an earlier ride gift",
                ("16.3.1.1",),
            ),
            "gift_force": ("フォースのギフト種別", "force gift kind", ("16.3.1.3.1",)),
            "gift_accel": ("アクセルのギフト種別", "accel gift kind", ("16.3.1.3.1",)),
            "gift_protect": ("プロテクトのギフト種別", "protect gift kind", ("16.3.1.3.1",)),
            "gift_markers": (
                "サークルにあるギフトマーカー（vanguard:force, accel_1:accel …）",
                "gift markers on circles (vanguard:force, accel_1:accel …)",
                ("16.2.1.3.1.1",),
            ),
            "markers": (
                "サークルやユニットにある記録型マーカー（left_front:龍樹 …）",
                "record markers on circles or units (left_front:龍樹 …)",
                ("15.8.2",),
            ),
            "persona_rode": (
                "このターンにペルソナライドした",
                "persona rode this turn",
                ("7.15.1.4.3",),
            ),
            # 7.43.1: the fighter's 世界 (a world name of 7.43.2.1; blank when not given)
            "world": ("世界", "world", ("7.43.1",)),
            "accel_circles": (
                "アクセルで増えたサークル",
                "circles added by accel",
                ("16.3.1.5.1",),
            ),
        },
    )
)


def compile_ability(node: Any, items: tuple[Any, ...] = ()) -> Any:
    """Vanguard's card-text compiler (``_vg/cardtext.py``), imported when a card first has text
    to compile: a ruling without card text does not load the grammar's AST nor the shared
    compiler (ruling/lazy.py)."""
    from ruling.games._vg.cardtext import compile_ability as compile_vg

    return compile_vg(node, items)


register_compiler("vg", compile_ability)
