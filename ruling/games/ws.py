"""Weiß Schwarz (ヴァイスシュヴァルツ), 総合ルール ver. 1.109.

Every definition cites the clauses of ``kb/sources/ws.txt`` it implements. Procedures yield
events and requests (``ruling.rules``); they never touch the trace or mutate the state.

Conventions: piles are lists with the top card first; a player's level is the number of cards
in their level zone (8.6.2.1.2); stage slots are zones ``stage.<slot>`` with
``<slot>`` in ``left_front center_front right_front left_back right_back`` (3.6.4).
"""

from __future__ import annotations

from ruling import pregame
from ruling.abilities import register_compiler
from ruling.core import Ctx
from ruling.games._ws.attack import attack, encore_step
from ruling.games._ws.automatic import last_known, trigger_conditions
from ruling.games._ws.basic import (
    check_timing,
    damage,
    draw,
    move,
    move_top,
    orient,
    replaced_action,
    stat_effect,
)
from ruling.games._ws.card_values import CARD_VALUE_CLAUSES, CARD_VALUE_WATCH, CARD_VALUES
from ruling.games._ws.cardtext import compile_ability
from ruling.games._ws.common import (
    ICONS,
    SLOT_JA,
    SLOTS,
    ability_zones,
    describe,
    markers,
    stage,
    text_active,
    text_out_of_force,
)
from ruling.games._ws.continuous import modal_prohibitions, move_readings, value_readings
from ruling.games._ws.declared import NOT_IMPLEMENTED
from ruling.games._ws.gifts import ABILITIES, KEYWORDS
from ruling.games._ws.misc import extra_turn, loop
from ruling.games._ws.outcome import concede, lose_by_effect, win_by_effect
from ruling.games._ws.play import cost, pay_stock, play
from ruling.games._ws.playing import activate
from ruling.games._ws.processes import RULE_PROCESSES
from ruling.games._ws.replay import card_text
from ruling.games._ws.setup import game_setup, in_game
from ruling.games._ws.situations import (
    attack_in_progress,
    attack_resume,
    pending_ability,
    resolve_text,
)
from ruling.games._ws.triggers import icon_action, trigger_check_action
from ruling.games._ws.turn import (
    climax_phase,
    clock_phase,
    draw_phase,
    end_phase,
    main_phase,
    stand_phase,
    swap,
)
from ruling.pregame import shuffled_param
from ruling.rules import ActionDef, CountCheck, Game, Param, PhaseDef, StepDef, ZoneDef, register

P_PLAYER = Param("player", "player", doc="who does it (default: the turn player)")

P_CARD = Param("card", "card", True, "a card: name, uid, or slot (center_front / A.center_front)")

ACTIONS: dict[str, ActionDef] = {
    a.verb: a
    for a in (
        # chapter 5: before the game
        ActionDef(
            "game_setup",
            "ゲーム前の手順",
            "the pre-game procedure",
            ("5.2.1",),
            game_setup,
            (
                Param("first", "player", doc="who goes first: the random result (5.2.1.3)"),
                shuffled_param("the opening hand, then the cards drawn in the redraw"),
                Param(
                    "mulligan",
                    "map",
                    doc="the hand cards each player puts into the waiting room and redraws"
                    " (5.2.1.4), {A: [names]} or {A: N}",
                ),
            ),
        ),
        ActionDef(
            "damage",
            "ダメージ処理",
            "damage",
            ("4.10.1",),
            in_game(damage),
            (
                P_PLAYER,
                Param("to", "player", True, "who takes the damage"),
                Param("amount", "int", True, "N points"),
                Param("source", "card", doc="the card dealing it"),
            ),
            amount="amount",
            describe=describe(
                "{to} に{amount}点のダメージを与える", "deal {amount} damage to {to}"
            ),
        ),
        ActionDef(
            "attack",
            "アタック",
            "attack",
            ("6.7.1", "7.1.1"),
            in_game(attack),
            (
                P_PLAYER,
                Param("slot", "slot", True, "front-row slot of the attacker", SLOTS),
                Param(
                    "kind",
                    "str",
                    doc="front / side (direct is automatic)",
                    choices=("front", "side", "direct"),
                ),
                Param("counter", "list", doc="actions in the counter step"),
            ),
            describe=describe(
                "{player} が{slot_ja}のキャラでアタックする",
                "{player} attacks with the character in {slot}",
            ),
        ),
        ActionDef(
            "trigger_check",
            "トリガーチェック",
            "trigger check",
            ("7.3.1.2",),
            in_game(trigger_check_action),
            (P_PLAYER,),
        ),
        ActionDef(
            "trigger_icon",
            "トリガーアイコンの効果",
            "trigger icon effect",
            ("4.12.1",),
            in_game(icon_action),
            (P_PLAYER, Param("icon", "str", True, "icon name", tuple(ICONS))),
        ),
        ActionDef(
            "encore_step", "アンコールステップ", "encore step", ("7.7.1",), in_game(encore_step), ()
        ),
        ActionDef(
            "stand_phase", "スタンドフェイズ", "stand phase", ("6.2.1",), in_game(stand_phase), ()
        ),
        ActionDef(
            "draw_phase", "ドローフェイズ", "draw phase", ("6.3.1",), in_game(draw_phase), ()
        ),
        ActionDef(
            "clock_phase",
            "クロックフェイズ",
            "clock phase",
            ("6.4.1",),
            in_game(clock_phase),
            (Param("card", "card", doc="card from hand to clock, or none"),),
        ),
        ActionDef(
            "main_phase",
            "メインフェイズの開始",
            "start of the main phase",
            ("6.5.1",),
            in_game(main_phase),
            (),
        ),
        ActionDef(
            "climax_phase",
            "クライマックスフェイズ",
            "climax phase",
            ("6.6.1",),
            in_game(climax_phase),
            (Param("card", "card", doc="climax to play from hand, or none"),),
        ),
        ActionDef("end_phase", "エンドフェイズ", "end phase", ("6.8.1",), in_game(end_phase), ()),
        ActionDef(
            "activate",
            "起動能力のプレイ",
            "play an activated ability",
            ("8.6.2",),
            in_game(activate),
            (
                P_PLAYER,
                P_CARD,
                Param("ability", "int", doc="which ability of the card (1 = its first line)"),
            ),
            describe=describe(
                "{player} が {card} の起動能力をプレイする",
                "{player} plays an activated ability of {card}",
            ),
        ),
        ActionDef(
            "draw",
            "カードを引く",
            "draw",
            ("4.7.1",),
            draw,
            (P_PLAYER, Param("amount", "int", default=1)),
            amount="amount",
            describe=describe("{player} がカードを{amount}枚引く", "{player} draws {amount}"),
        ),
        ActionDef(
            "move_top",
            "山札の上から移動",
            "move from the top of the deck",
            ("3.2.3",),
            move_top,
            (
                P_PLAYER,
                Param("amount", "int", default=1),
                Param("to", "zone", True, "destination zone"),
            ),
            amount="amount",
            describe=describe(
                "{player} が山札の上から{amount}枚を{to}に置く",
                "{player} puts the top {amount} of the deck into {to}",
            ),
        ),
        ActionDef(
            "move",
            "カードの移動",
            "move a card",
            (),
            move,
            (
                P_CARD,
                Param("to", "zone", True, "destination zone or slot"),
                Param(
                    "player", "player", doc="owner of the destination (default: the card's owner)"
                ),
                Param("orientation", "str", choices=("stand", "rest", "reverse")),
                Param("pos", "str", choices=("top", "bottom")),
                Param("from_player", "player"),
                Param(
                    "together",
                    "cards",
                    doc="more cards (not on the stage) moved with it at the same time",
                ),
                Param(
                    "by",
                    "str",
                    choices=("effect", "player"),
                    doc="an effect moves it (default), or the player of its own accord",
                ),
            ),
            describe=describe("{card} を{to}へ移動", "move {card} to {to}"),
        ),
        ActionDef(
            "play",
            "カードのプレイ",
            "play a card",
            ("8.6.2",),
            in_game(play),
            (P_PLAYER, P_CARD, Param("slot", "slot", doc="slot for a character", choices=SLOTS)),
            describe=describe(
                "{player} が手札の {card} をプレイする", "{player} plays {card} from hand"
            ),
        ),
        ActionDef(
            "swap",
            "枠の移動",
            "move between slots",
            ("6.5.1.2.4",),
            in_game(swap),
            (
                P_PLAYER,
                Param("slot", "slot", True, choices=SLOTS),
                Param("with", "slot", True, choices=SLOTS),
            ),
        ),
        ActionDef(
            "pay_stock",
            "ストックの支払い",
            "pay stock",
            ("8.4.3",),
            pay_stock,
            (P_PLAYER, Param("amount", "int", True)),
            amount="amount",
        ),
        ActionDef(
            "cost",
            "コストの支払い",
            "pay a cost",
            ("8.4.2",),
            cost,
            (P_PLAYER, Param("steps", "list", True, "the cost's actions, in text order")),
        ),
        ActionDef(
            "rest",
            "レストする",
            "rest",
            ("4.6.1.2",),
            orient("rest", ("4.6.1.2",)),
            (P_CARD,),
            describe=describe("{card} をレストする", "rest {card}"),
        ),
        ActionDef(
            "stand",
            "スタンドする",
            "stand",
            ("4.6.1.1",),
            orient("stand", ("4.6.1.1",)),
            (P_CARD,),
            describe=describe("{card} をスタンドする", "stand {card}"),
        ),
        ActionDef(
            "reverse",
            "リバースする",
            "reverse",
            ("4.6.1.3",),
            orient("reverse", ("4.6.1.3",)),
            (P_CARD,),
            describe=describe("{card} をリバースする", "reverse {card}"),
        ),
        ActionDef(
            "power",
            "パワー修整",
            "power change",
            ("8.2.1.2",),
            stat_effect("power"),
            (
                P_CARD,
                Param("amount", "int"),
                Param("set", "int"),
                Param("until", "str", choices=("turn", "game")),
                Param("source", "str"),
            ),
        ),
        ActionDef(
            "soul",
            "ソウル修整",
            "soul change",
            ("8.2.1.2",),
            stat_effect("soul"),
            (
                P_CARD,
                Param("amount", "int"),
                Param("set", "int"),
                Param("until", "str", choices=("turn", "game")),
                Param("source", "str"),
            ),
        ),
        ActionDef(
            "concede",
            "投了",
            "concede",
            ("1.2.4",),
            concede,
            (Param("player", "player", True),),
            describe=describe("{player} が投了を宣言", "{player} concedes"),
            unaffected=("1.2.4.1",),
        ),
        ActionDef(
            "loop",
            "永久循環",
            "endless loop",
            ("11.1.1",),
            loop,
            (
                Param("actions", "list", True, "the looped actions, one pass"),
                Param("stop", "cards", doc="players who have a choice in the loop that stops it"),
                Param("count", "map", doc="each stopper's declared count, {A: 3} (11.1.1.2)"),
                Param("each", "list", doc="what every pass adds that the zones do not show"),
            ),
        ),
        ActionDef(
            "extra_turn",
            "追加のターンを得る",
            "take an extra turn",
            ("11.2.1",),
            extra_turn,
            (Param("player", "player", doc="who gets the extra turn (default: the turn player)"),),
            describe=describe(
                "効果により {player} が追加のターンを得る", "{player} gets an extra turn"
            ),
        ),
        ActionDef(
            "lose",
            "効果による敗北",
            "lose by an effect",
            ("1.2.5",),
            lose_by_effect,
            (Param("player", "player", True),),
            describe=describe("効果により {player} が敗北する", "an effect makes {player} lose"),
        ),
        ActionDef(
            "win",
            "効果による勝利",
            "win by an effect",
            ("1.2.5",),
            win_by_effect,
            (Param("player", "player", True),),
            describe=describe("効果により {player} が勝利する", "an effect makes {player} win"),
        ),
        ActionDef(
            "check_timing", "チェックタイミング", "check timing", ("4.4.1",), check_timing, ()
        ),
    )
}

ZONES = (
    ZoneDef("deck", "山札", "deck", ("3.2.1", "3.2.2"), public=False),
    ZoneDef("hand", "手札", "hand", ("3.3.1", "3.3.2"), public=False, free_order=("3.3.2",)),
    ZoneDef("waiting_room", "控え室", "waiting room", ("3.4.1", "3.4.2"), free_order=("3.4.2",)),
    *(
        ZoneDef(
            stage(s),
            f"舞台（{SLOT_JA[s]}）",
            f"stage ({s})",
            ("3.5.1", "3.6.1", "3.6.4"),
            slot=True,
            group="stage",
        )
        for s in SLOTS
    ),
    *(
        ZoneDef(
            markers(s),
            f"マーカー置場（{SLOT_JA[s]}）",
            f"markers ({s})",
            ("3.7.1", "3.7.2"),
            public=False,
            group="markers",
            order=("3.7.2",),
        )
        for s in SLOTS
    ),
    ZoneDef("clock", "クロック置場", "clock", ("3.8.1", "3.8.2"), order=("3.8.2",)),
    ZoneDef("level", "レベル置場", "level", ("3.9.1", "3.9.3"), order=("3.9.3",)),
    ZoneDef(
        "stock", "ストック置場", "stock", ("3.10.1", "3.10.2"), public=False, order=("3.10.2",)
    ),
    ZoneDef("climax", "クライマックス置場", "climax zone", ("3.11.1", "3.11.2")),
    ZoneDef("memory", "思い出置場", "memory", ("3.12.1",)),
    ZoneDef("resolution", "解決領域", "resolution zone", ("3.13.1", "3.13.2")),
)

PHASES = (
    PhaseDef("stand", "スタンドフェイズ", "stand phase", ("6.2.1",)),
    PhaseDef("draw", "ドローフェイズ", "draw phase", ("6.3.1",)),
    PhaseDef("clock", "クロックフェイズ", "clock phase", ("6.4.1",)),
    PhaseDef("main", "メインフェイズ", "main phase", ("6.5.1",)),
    PhaseDef("climax", "クライマックスフェイズ", "climax phase", ("6.6.1",)),
    PhaseDef(
        "attack",
        "アタックフェイズ",
        "attack phase",
        ("6.7.1", "7.1.1"),
        (
            StepDef("declaration", "アタック宣言ステップ", "attack declaration step", ("7.2.1",)),
            StepDef("trigger", "トリガーステップ", "trigger step", ("7.3.1",)),
            StepDef("counter", "カウンターステップ", "counter step", ("7.4.1",)),
            StepDef("damage", "ダメージステップ", "damage step", ("7.5.1",)),
            StepDef("battle", "バトルステップ", "battle step", ("7.6.1",)),
            StepDef("encore", "アンコールステップ", "encore step", ("7.7.1",)),
        ),
    ),
    PhaseDef("end", "エンドフェイズ", "end phase", ("6.8.1",)),
)


# the events of ws's own actions and tagged events a scenario can name (``expect.order``,
# ruling.events): kind, and the parameter or datum naming the subject
TYPED_EVENTS: dict[str, tuple[str, str]] = {
    "action:damage": ("damage", "to"),  # 4.10
    "tag:damage_cancel": ("cancel", "player"),  # 4.10.1.2
    "tag:level_up": ("level_up", "player"),  # 9.3.2
    "tag:refresh_point": ("refresh", "player"),  # 9.2.2
    "tag:draw": ("draw", "player"),  # 4.7.1
    "tag:played": ("play", "card"),  # 8.6.2.4: a card played from the hand
    "tag:ability_used": ("play", "card"),  # 8.6.2.4: an activated ability played
}


def setup(ctx: Ctx) -> None:
    pregame.open_zones(ctx)


register_compiler("ws", compile_ability)


def grant_ability(text: str) -> str:
    """An ability an effect gave a card before the scenario starts (``effects: [{op: grant,
    stat: ability, value: "【自】 …"}]``, the text with or without its 『』): read by the grammar
    and compiled as a given ability is when a card's text gives it (8.9.1.2); its key, or
    ValueError when it is not one ability the engine can run."""
    from grammar.parse import parse_card
    from ruling.abilities import Unsupported
    from ruling.games._ws.cardtext.effects import grant_keys

    body = text.strip()
    if body.startswith("『") and body.endswith("』"):
        body = body[1:-1].strip()
    res = parse_card(body, "ws")
    if not res.ok or res.card is None or res.unparsed:
        raise ValueError(f"the grammar does not read 「{body}」")
    if len(res.card.abilities) != 1:
        raise ValueError(f"「{body}」 is {len(res.card.abilities)} abilities, not one")
    try:
        return grant_keys((res.card.abilities[0],))[0]
    except Unsupported as exc:
        raise ValueError(str(exc.reason)) from exc


GAME = register(
    Game(
        id="ws",
        ja="ヴァイスシュヴァルツ",
        en="Weiß Schwarz",
        zones=ZONES,
        phases=PHASES,
        actions=ACTIONS,
        rule_processes=RULE_PROCESSES,
        # 2.5.1: 「この情報は、種別「キャラ」を持つカードのみが有します」 — an event or a climax has
        # no traits (known, not left out)
        typed_values={"traits": (("character",), "2.5.1")},
        # a writer used to vg's five circles names a centre back slot: ws's stage has five slots,
        # three in the front row and two in the back row (3.6.4), each back slot behind two front
        # slots (3.6.5) — the loader says so (round 35: seven blind files named center_back)
        group_layout={
            group: (
                "ws's back row has two slots only, left_back and right_back (3.6.4: 「後列の枠は"
                "左から順にそれぞれ「左」「右」」), no centre back as vg's five circles; left_back"
                " stands behind left_front and center_front, right_back behind center_front and"
                " right_front (3.6.5), so a card behind the centre front is on either",
                "ヴァイスシュヴァルツの後列の枠は left_back と right_back の2つだけです（3.6.4「後列の"
                "枠は左から順にそれぞれ「左」「右」」）。ヴァンガードのような後列中央はありません。"
                "left_back は left_front と center_front の、right_back は center_front と"
                " right_front の後ろにあります（3.6.5）。前列中央の後ろのカードはどちらかです",
            )
            for group in ("stage", "markers")
        },
        # face_down_own_zone_text, raised once a face-down memory / level card with an ability
        # written for that zone is there (``continuous.value_readings``)
        value_readings=value_readings,
        # whether a card moved between zones that are not slots is a new card (3.1.4, 8.9.2)
        moving=move_readings,
        # 9.4.1.1 / 9.4.1.2: the loss check's conditions on card counts, 9.3.1 the level-up's
        # (ruling.notmet)
        count_checks=(
            CountCheck("level", ("9.4.1.1",), at_least=4),
            CountCheck("deck", ("9.4.1.2",), also_empty=("waiting_room",)),
            # 9.3.1: the level-up process (interrupt-type), for seven clock cards or more; it changes
            # both zones
            CountCheck("clock", ("9.3.1",), at_least=7, decides=("clock", "level"), interrupt=True),
        ),
        abilities=ABILITIES,
        keywords=KEYWORDS,
        principles={
            "text_beats_rules": ("1.3.1",),
            "impossible": ("1.3.2",),
            "already_in_state": ("1.3.2", "1.3.2.1"),
            "non_positive_count": ("1.3.2", "1.3.2.2"),
            "prohibition": ("1.3.3",),
            # a player's own declaration (an attack, the main phase's exchange, a play from the
            # hand) stopped by a card's prohibition: 1.3.3 speaks of an action an effect
            # instructs; the card's text contradicts the rule that lets the player declare it
            # and wins (1.3.1) — as mc and vs (Ctx.declaration_prohibited)
            "prohibition_of_declaration": ("1.3.1",),
            "turn_player_first": ("1.3.4",),
            "non_negative_number": ("1.3.5",),
            # 8.9.2: an effect not of a continuous ability does not apply to a card that moved
            # from a slot to a non-slot zone after it was played
            "new_object": ("3.1.4", "8.9.2"),
            # 8.9.1.1: the printed information is always the base value (round 26, the kin of vs 8.9.1.1)
            "printed_base": ("8.9.1.1",),
            "win": ("1.2.1",),
            "draw": ("1.2.3",),
            # 4.4.2: at a check timing the rule processes first, then the automatic abilities
            "check_timing": ("8.5.1", "4.4.2"),
            # 9.1.2.2: a check-type rule process looks at its condition only at a check timing —
            # one that held only in the middle of an action is not carried out (round 27)
            "rule_check_timing": ("9.1.2.2",),
            # 8.7.1: an automatic ability is played at the check timing after its trigger
            "pending": ("8.7.1", "8.7.2"),
            # 8.7.2.1: pending as many times as the trigger condition was met
            "pending_count": ("8.7.2", "8.7.2.1"),
            # 8.7.3.1: playing a pending ability is compulsory; its master picks which first —
            # the master of the card that has it (4.3.5)
            "pending_order": ("8.5.1.2", "8.5.1.3", "8.7.3", "8.7.3.1", "4.3.5"),
            "interrupt": ("9.1.2.1",),
            "interrupt_order": ("9.1.2.1.1", "9.1.2.1.1.1"),
            "interrupt_own_order": ("9.1.2.1.1.2",),
            # 8.5.1.1: every rule process due is carried out at the same time
            "check_rules": ("9.1.2.2.1", "8.5.1.1"),
            # 8.5.1.1: the rule processes due are carried out first (then again while any is due)
            "check_rule_step": ("8.5.1.1",),
            # 8.5.1.2 / 8.5.1.3 「…プレイと解決を行い、その後 8.5.1.1に戻ります」
            "check_again": ("8.5.1.1",),
            # 8.10: replacement effects (「(行動A)する時、かわりに(行動B)する」, 8.2.1.3.1)
            "replacement": ("8.10.1", "8.10.1.1", "8.2.1.3", "8.2.1.3.1"),
            "replacement_order": ("8.10.2", "8.10.2.1", "8.10.2.2"),
            "replacement_once": ("8.10.2.3",),
            "endless_loop": ("11.1.1", "11.1.1.1"),
        },
        card_types={
            "character": ("character", "キャラ", "CH", "chara"),
            "event": ("event", "イベント", "EV"),
            "climax": ("climax", "クライマックス", "CX"),
        },
        setup=setup,
        text_active=text_active,
        text_out_of_force=text_out_of_force,
        trigger_conditions=trigger_conditions,
        prohibitions=modal_prohibitions,
        ability_zones=ability_zones,
        # an event's quoted effects on lines of their own belong to its lead sentence
        # (grammar/ws.lark: a line break before 『 does not end the line)
        multiline_abilities=True,
        # a replay instruction: its replay effect read in place of the replay action (11.3.2)
        card_text=card_text,
        card_fields=(
            "name",
            "type",
            "level",
            "cost",
            "power",
            "soul",
            "color",
            "triggers",
            "traits",
            "text",
            "number",
        ),
        icons=ICONS,
        last_known=last_known,
        not_implemented=NOT_IMPLEMENTED,
        typed_events=TYPED_EVENTS,
        card_values=CARD_VALUES,
        card_value_clauses=CARD_VALUE_CLAUSES,
        card_value_watch=CARD_VALUE_WATCH,
        resolve_text=resolve_text,
        replaced_action=replaced_action,
        grant_ability=grant_ability,
        ends_later_turn_effects=True,
        pending_ability=pending_ability,
        attack_in_progress=attack_in_progress,
        attack_fields=("kind", "attacker", "attacked", "defender"),
        attack_resume=attack_resume,
    )
)
