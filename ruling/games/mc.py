"""Monster Collection TCG (モンスター・コレクション), 総合ルール Version 2.09 (kb/sources/mc.txt).

Every definition below cites the KB ids of the clauses it implements; the procedures are in
``ruling/games/_mc/`` (``turn.py`` chapter 7, ``battle.py`` advancing and chapters 8–9,
``basic.py`` chapter 12's acts, damage, dice, ``processes.py`` chapter 11).

Conventions: the battlefield (戦場, 5.1.2) is the zone group ``field`` of 12 areas ``l1`` …
``r4`` (column, row; row 1 nearest the scenario's first player, whose territory is rows 1–2).
Each player's zone of an area holds that player's cards there: the terrain the player placed,
the player's units, their equipment (``equipped_to:``). ``state: rest`` is 行動完了 (acted).
A deck the scenario does not list is unknown, not empty.
"""

from __future__ import annotations

from ruling.abilities import register_compiler
from ruling.core import Ctx
from ruling.games._mc import basic, battle, outcome, play, turn
from ruling.games._mc.cardtext import compile_ability, text_active
from ruling.games._mc.common import AREAS, setup, zid
from ruling.games._mc.common import value_readings as mc_value_readings
from ruling.games._mc.contract import CARD_VALUE_CLAUSES, CARD_VALUES, TYPED_EVENTS, resolve_text
from ruling.games._mc.declared import NOT_IMPLEMENTED
from ruling.games._mc.leave import LEAVE
from ruling.games._mc.processes import RULE_PROCESSES
from ruling.games._mc.processes import replaced_action as replaced_death
from ruling.games._mc.replacements import replacements
from ruling.games._mc.setup import game_setup, in_game
from ruling.pregame import shuffled_param
from ruling.rules import (
    ActionDef,
    Game,
    KeywordDef,
    Param,
    PhaseDef,
    StepDef,
    ZoneDef,
    action,
    register,
)

P_PLAYER = Param("player", "player", doc="who does it (default: the advancing side)")
P_CARD = Param("card", "card", True, "a card: name or uid (P.name for one player's)")
ACTS = "list"


_a = action


ACTIONS: dict[str, ActionDef] = {
    a.verb: a
    for a in (
        # chapter 6: before the game
        _a(
            "game_setup",
            "ゲーム前の準備",
            "the set-up before the game",
            ("6.1.1",),
            game_setup,
            (
                shuffled_param(
                    "the headquarters, then the 6 hand cards; after a redo, the same again"
                ),
                Param(
                    "mulligan",
                    "map",
                    doc="whether a player with no unit card in the hand redoes the set-up"
                    " (6.1.1.7), {A: yes}",
                ),
                Param(
                    "dice",
                    "map",
                    doc="each player's 1D for the first player (6.1.1.8), {A: 5, B: 2}; on a"
                    " tie the re-rolls as lists, {A: [3, 5], B: [3, 2]}",
                ),
            ),
        ),
        # chapter 7: the turn
        _a(
            "hand_phase",
            "手札調整フェイズ",
            "hand adjustment phase",
            ("7.2.1", "7.5.1"),
            in_game(turn.hand_phase),
            (
                Param("which", "int", doc="1: the first (7.2), 2: the second (7.5)", default=1),
                Param(
                    "discard",
                    "cards|int",
                    doc="cards the advancing side chooses to discard (7.2.4, 7.5.4), or their"
                    " count (a hand given as a count)",
                ),
            ),
        ),
        _a(
            "main_phase",
            "メインフェイズ",
            "main phase",
            ("7.3.1",),
            in_game(turn.main_phase),
            (Param("actions", ACTS, doc="the main phase's actions, in order (7.3.3)"),),
        ),
        _a(
            "summon_phase",
            "普通召喚フェイズ",
            "summon phase",
            ("7.4.1",),
            in_game(turn.summon_phase),
            (Param("actions", ACTS, doc="summons and the like, in order (7.4.4)"),),
        ),
        _a(
            "end_phase",
            "終了宣言フェイズ",
            "end declaration phase",
            ("7.6.1",),
            in_game(turn.end_phase),
        ),
        # 12.2 and chapters 8–9
        _a(
            "advance",
            "進軍",
            "advance",
            ("12.2.1",),
            in_game(battle.advance),
            (
                P_PLAYER,
                Param("units", "cards", True, "the advancing units"),
                Param(
                    "to",
                    "str",
                    True,
                    "the destination area (l1 … r4), or each unit's: {unit: area} (12.2.5.1.3)",
                ),
                Param("dice", "map", doc="initiative dice per player, e.g. {A: 5, B: 2}"),
                Param("formation", "map", doc="formation per player, front first"),
                Param(
                    "instant",
                    "map",
                    doc="per player, units summoned at once (8.3.2.8) and equipment equipped"
                    " ({card, unit}, 8.3.2.9), each may carry allowed:",
                ),
                Param(
                    "pass_equipment",
                    "map",
                    doc="per player, equipment passed in the formation timing (8.3.3.8 / "
                    "8.3.3.11): [{card, to, swap?, allowed?}]",
                ),
                Param("at_initiative", ACTS, doc="[イニシアチブ] uses after the dice (8.3.4.6)"),
                Param("first_normal", ACTS, doc="uses in the first normal timing (8.3.5.4)"),
                Param("second_normal", ACTS, doc="uses in the second normal timing (8.3.6.4)"),
                Param(
                    "answer_first_attack", ACTS, doc="[対抗] answers to the first attack (10.2.1)"
                ),
                Param("answer_second_attack", ACTS, doc="[対抗] answers to the second attack"),
                Param(
                    "first_after_attack",
                    ACTS,
                    doc="the first side's uses after its own attack (8.3.5.7)",
                ),
                Param(
                    "second_after_attack",
                    ACTS,
                    doc="the second side's uses after its own attack (8.3.6.7)",
                ),
            ),
        ),
        # chapter 12 and basic acts
        _a(
            "place_terrain",
            "地形配置",
            "place a terrain",
            # the action is the declaration (12.1.1.2.1 「地形を配置することを宣言します」)
            ("12.1.1.1", "12.1.1.2.1"),
            basic.place_terrain,
            (
                P_PLAYER,
                Param("card", "card", doc="the terrain card from the hand"),
                Param("area", "str", True, "the area (l1 … r4)"),
                Param("proxy", "bool", doc="the deck's top card as a proxy terrain (5.1.2.20)"),
                Param(
                    "ability",
                    "str",
                    doc="the card's ◇ ability placing it, by its name or true (14.6.3.3); not "
                    "given: taken up where 12.1.1.2.5 alone would not let it be placed",
                    flag=True,
                ),
                Param("cost_cards", "cards", doc="the cards paying the ◇ ability's cost"),
            ),
        ),
        _a(
            "summon",
            "召喚",
            "summon",
            ("12.2.7.1",),
            basic.summon,
            (
                P_PLAYER,
                P_CARD,
                Param("area", "str", doc="the terrain's area (l1 … r4)"),
                Param(
                    "ability",
                    "str",
                    doc="the card's ◇ ability summoning it, by its name or true (14.6.3.2); "
                    "not given: taken up where the rules alone would not let the card be "
                    "summoned (an instant summon, a terrain 7.4.5 does not allow)",
                    flag=True,
                ),
                Param("cost_cards", "cards", doc="the cards paying the ◇ ability's cost"),
            ),
        ),
        _a(
            "equip",
            "装備品の装備",
            "equip an item",
            ("12.2.8",),
            basic.equip,
            (P_PLAYER, P_CARD, Param("unit", "card", True, "the own unit to equip")),
        ),
        _a(
            "discard_equipment",
            "装備品の破棄",
            "discard an equipment",
            ("7.4.3",),
            basic.discard_equipment,
            (P_PLAYER, P_CARD),
        ),
        _a(
            "pass_equipment",
            "装備品の持ち替え",
            "pass equipment",
            ("12.2.6.1",),
            basic.pass_equipment,
            (
                P_PLAYER,
                P_CARD,
                Param("to", "card", True, "the own unit on the same terrain it passes to"),
                Param("swap", "card", doc="the item ``to`` wears, exchanged at once (12.2.6.2.2)"),
            ),
        ),
        _a(
            "replenish",
            "補充",
            "replenish",
            ("12.3.1",),
            basic.replenish,
            (P_PLAYER, Param("amount", "int")),
            "amount",
        ),
        _a("discard", "破棄", "discard", ("12.4.1",), basic.discard, (P_PLAYER, P_CARD)),
        _a(
            "remove", "ゲームから除外", "remove from the game", ("12.5.1",), basic.remove, (P_CARD,)
        ),
        _a("die", "死亡する", "die", ("12.6.1", "11.3.3.1"), basic.die, (P_CARD,)),
        _a(
            "discard_hand",
            "手札の破棄",
            "discard hand cards",
            ("12.4.2",),
            basic.discard_hand,
            (P_PLAYER, Param("amount", "int", True, "how many hand cards")),
            "amount",
        ),
        _a(
            "return_to_hand",
            "手札に戻す",
            "return to the hand",
            ("5.1.4.1", "5.1.1.4"),
            basic.return_to_hand,
            (P_CARD,),
        ),
        _a(
            "damage",
            "ダメージ",
            "damage",
            ("4.5.1",),
            basic.damage,
            (
                Param("to", "card", True, "the unit"),
                Param("amount", "int", True),
                Param("attribute", "str", doc="the damage attribute (4.5.4), e.g. 火炎"),
                Param(
                    "origin",
                    "str",
                    doc="the kind of effect the damage comes from (4.9.3, 13.1.7.2): 特殊能力 or "
                    "戦闘スペル, which a 「耐性:x」 may name",
                ),
                Param("source", "str"),
            ),
        ),
        _a(
            "modify",
            "数値の増減",
            "change a value",
            ("4.6.4",),
            basic.modify,
            (
                P_CARD,
                Param("stat", "str", choices=("attack", "defense", "level", "initiative")),
                Param("amount", "int", True),
                Param("source", "str"),
            ),
        ),
        _a(
            "roll",
            "ダイスを振る",
            "roll dice",
            ("3.4.2",),
            basic.roll,
            (
                P_PLAYER,
                Param("dice", "int", doc="n of nD (default 1)"),
                Param("mode", "str", choices=("sum", "high", "low"), doc="sum / high / low"),
                Param("plus", "int", doc="a of nD+a"),
                Param("results", "map", doc="the dice results, in order"),
            ),
        ),
        _a(
            "use",
            "特殊能力の使用",
            "use a special ability",
            ("10.1.1", "10.1.3"),
            play.use,
            (
                P_PLAYER,
                P_CARD,
                Param("ability", "int", doc="which ability, as printed (none: the first used one)"),
                Param("target", "card", doc="the target unit (〈対象:…〉, 10.10)"),
                Param(
                    "targets",
                    "cards",
                    doc="the target units of 〈対象:…n体(まで)〉, n of them (1 to n, 10.10.10)",
                ),
                Param(
                    "unit",
                    "card",
                    doc="the own unit using a consumable item card of the hand (14.6.3.1, 10.1.9)",
                ),
                Param("cost_cards", "cards", doc="hand cards discarded as the cost"),
                Param(
                    "area",
                    "str",
                    doc="where a ◇ ability summoning / placing its own card puts it (14.6.3.2, "
                    "14.6.3.3): the action is that summon / placement",
                ),
                Param("dice", "map", doc="the dice results, in order (10.1.8)"),
                Param("respond", ACTS, doc="[対抗] answers, each to the one before (10.1.10)"),
                Param(
                    "chain",
                    "cards",
                    doc="cards (or {card, cost_cards}) whose same-named [チェイン] ability chains "
                    "this one (15.2.5)",
                ),
            ),
        ),
        # 1.2.5.1: 「どんな場合でも投了を宣言したプレイヤーの敗北」 — no card effect changes it
        ActionDef(
            "concede",
            "投了",
            "concede",
            ("1.2.5.1",),
            outcome.concede,
            (P_PLAYER,),
            unaffected=("1.2.5.1",),
        ),
        # 1.2.1 names 「時間切れ判定」 among the end conditions and no clause says what it
        # decides: the victory judgement (1.2.6) or a draw, both run (mc time_out_result)
        ActionDef(
            "time_up",
            "時間切れ",
            "time up",
            ("1.2.1",),
            outcome.time_up,
            (),
            unaffected=("1.2.1",),
        ),
        _a(
            "loop",
            "永久循環",
            "endless loop",
            ("16.1.1",),
            outcome.loop,
            (
                Param("actions", "list", True, "the looped actions, one pass"),
                Param("stop", "cards", doc="players who have a choice that stops it"),
                Param("count", "map", doc="each stopper's declared count, {A: 3} (16.1.1.2)"),
                Param("each", "list", doc="what every pass adds that the zones do not show"),
            ),
        ),
    )
}

ZONES = (
    ZoneDef("deck", "山札", "deck", ("5.1.3.1", "5.1.3.6"), public=False),
    # a hand's, discard pile's and removed zone's order may be changed at will (5.1.4.4, 5.1.5.7,
    # 5.1.6.6): a list of names given for one is compared whatever its order
    ZoneDef("hand", "手札", "hand", ("5.1.4.1", "5.1.4.3"), public=False, free_order=("5.1.4.4",)),
    ZoneDef("discard", "捨て山", "discard pile", ("5.1.5.1", "5.1.5.2"), free_order=("5.1.5.7",)),
    ZoneDef(
        "removed", "除外ゾーン", "removed zone", ("5.1.6.1", "5.1.6.2"), free_order=("5.1.6.6",)
    ),
    ZoneDef("effect", "エフェクトゾーン", "effect zone", ("5.1.7.1", "5.1.7.2")),
    *(
        ZoneDef(
            zid(a),
            f"戦場（エリア{a}）",
            f"battlefield (area {a})",
            ("5.1.2.1", "5.1.2.2", "5.1.2.4"),
            slot=True,
            group="field",
            stack=True,
        )
        for a in AREAS
    ),
)

PHASES = (
    PhaseDef("hand1", "第1手札調整フェイズ", "first hand adjustment phase", ("7.2.1",)),
    PhaseDef(
        "main",
        "メインフェイズ",
        "main phase",
        ("7.3.1",),
        play=basic.PHASE_ACTIONS["main"],
        steps=(
            StepDef("battle_start", "戦闘の開始", "start of the battle", ("8.3.1.1",)),
            StepDef("instant", "即時召喚タイミング", "instant summon timing", ("8.3.2.1",)),
            StepDef("formation", "隊列変更タイミング", "formation timing", ("8.3.3.4",)),
            StepDef("initiative", "イニシアチブ決定タイミング", "initiative timing", ("8.3.4.1",)),
            StepDef("first_normal", "先攻普通タイミング", "first normal timing", ("8.3.5.1",)),
            StepDef("second_normal", "後攻普通タイミング", "second normal timing", ("8.3.6.1",)),
            StepDef("simultaneous", "同時攻撃タイミング", "simultaneous attack", ("8.3.7.1",)),
            StepDef("battle_end", "戦闘終了タイミング", "battle end timing", ("8.3.8.1",)),
        ),
    ),
    PhaseDef(
        "summon", "普通召喚フェイズ", "summon phase", ("7.4.1",), play=basic.PHASE_ACTIONS["summon"]
    ),
    PhaseDef("hand2", "第2手札調整フェイズ", "second hand adjustment phase", ("7.5.1",)),
    PhaseDef("end", "終了宣言フェイズ", "end declaration phase", ("7.6.1",)),
)

KEYWORDS = (KeywordDef("initiative", "イニシアチブ:x", "Initiative: x", ("13.1.1.1",)),)


def _setup(ctx: Ctx) -> None:
    setup(ctx)
    outcome.setup(ctx)


GAME = register(
    Game(
        id="mc",
        ja="モンスター・コレクション TCG",
        en="Monster Collection TCG",
        zones=ZONES,
        phases=PHASES,
        actions=ACTIONS,
        rule_processes=RULE_PROCESSES,
        # two different ○ abilities of one card on one value: one_source_continuous (14.5.3)
        value_readings=mc_value_readings,
        # a trigger on its card's own leaving of the battlefield (10.5.4, ``_mc/leave.py``)
        abilities={"left": LEAVE},
        keywords=KEYWORDS,
        # an effect made outside a battle lasts to the end of its phase (``until: phase``)
        phase_effects=("4.6.9", "10.14.6"),
        principles={
            "text_beats_rules": ("1.3.1",),
            "impossible": ("4.1.15",),
            "already_in_state": ("1.3.4", "4.1.15"),
            "non_positive_count": ("1.3.5",),
            "prohibition": ("4.1.12",),
            # a player's own declaration the rules let it make, stopped by a 「できない」 effect:
            # the card's text beats the rule (1.3.1) as well as any effect instructing it (4.1.12)
            "prohibition_of_declaration": ("1.3.1",),
            "turn_player_first": ("1.3.3",),
            "non_negative_number": ("1.3.2",),
            "new_object": ("5.1.1.8",),
            # 10.7.2.1: the printed information is always the base value (round 26, the kin of vs 8.9.1.1)
            "printed_base": ("10.7.2.1",),
            # 10.8.3.1: the replaced event does not happen at all (nothing reads it as done)
            "replacement": ("10.8.2", "10.8.3", "10.8.3.1"),
            "replacement:die": ("11.3.3.2",),  # 「死亡…場合、代わりに」 replaces the death effect
            "replacement_order": ("10.8.4", "10.8.4.2"),
            # a unit's death is an event on a card (11.3.3: the death effect on the unit), not a
            # player's action: its owner decides the order (10.8.4.1)
            "replacement_order:die": ("10.8.4", "10.8.4.1"),
            "replacement_once": ("10.8.4.3",),
            # 10.8.5 speaks of a 選択型 「置換効果」, the effect 10.8.2 defines (「～場合、代わりに」)
            "replacement_choice": ("10.8.5", "10.8.2"),
            "win": ("1.2.1",),
            "draw": ("1.2.6",),
            # the check step (4.2.1): rule processes first, all at once and again while new
            # ones arise (4.2.2, 10.20.1.1)
            "check_timing": ("4.2.2", "4.2.1", "10.20.1.1"),
            # a ● ability whose 発揮時期 is met waits (10.5.2), once each time it is met
            # (10.5.2.1) — ``play.fire`` runs them; zone-move, delayed and state triggers are
            # declared not implemented (10.5.4, 10.5.5)
            "pending": ("10.5.2",),
            "pending_count": ("10.5.2.1",),
            "pending_order": (),
            "interrupt": ("11.1.2.1",),
            "interrupt_order": ("11.1.2.3",),
            "interrupt_own_order": ("11.1.2.2",),
            "check_rules": ("11.1.2.4", "11.1.2.5"),
            "endless_loop": ("16.1.1",),
        },
        card_types={
            "unit": ("unit", "UNIT", "ユニット", "ユニットカード"),
            "item": ("item", "ITEM", "アイテム", "アイテムカード"),
            "spell": ("spell", "SPELL", "戦闘スペル", "戦闘スペルカード"),
            "terrain": ("terrain", "TERRAIN", "地形", "地形カード"),
        },
        setup=_setup,
        end_not_met=outcome.deck_out_not_met,
        text_active=text_active,
        replacements=replacements,
        replaced_action=replaced_death,
        not_implemented=NOT_IMPLEMENTED,
        card_values=CARD_VALUES,
        card_value_clauses=CARD_VALUE_CLAUSES,
        typed_events=TYPED_EVENTS,
        resolve_text=resolve_text,
        resolve_text_keys=frozenset({"target", "user"}),
        trigger_conditions=play.trigger_conditions,
        multiline_abilities=True,
        card_fields=("name", "type", "level", "text"),
        extra_fields={
            "attack": "int",
            "defense": "int",
            "limit": "int",
            "hq": "bool",
            "proxy": "bool",
            "summon": "bool",
            "instant": "bool",
            "initiative": "int",
            "advance": "str",
            "hero": "bool|int",  # true, or the hero points (15.1.2) as 【英雄】n gives them
            "damage": "int",
            "equipped_to": "str",
            "attack_bonus": "int",
            "item_slots": "int",
            "equip_cost": "int",
            "spell_slots": "str",  # a unit's 「スペル:x」 icons, e.g. 火* (13.1.3.1)
            "spell_cost": "str",  # a battle spell card's cost icons, e.g. 火火
            "defense_bonus": "int",
            "instant_turn": "int",
            "race": "list",
            "attribute": "list",
        },
        player_value_types={"deck_out_turn": "int", "dice": "int", "same_position_turns": "int"},
        player_values={
            "dice": ("ダイス結果", "dice result", ("3.4.5",)),
            "deck_out_turn": (
                "山札が尽きたターン",
                "the turn the deck ran out",
                ("1.2.3.1",),
            ),
            "same_position_turns": (
                "「同じ局面」が続いた自分のターン数（千日手）",
                "own turns in a row in the same position (repetition)",
                ("1.2.4.1", "1.2.4.1.1"),
            ),
        },
    )
)

register_compiler("mc", compile_ability, card_type=True)
