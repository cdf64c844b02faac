"""Victory Spark (ヴィクトリースパーク; also サンデーVSマガジン), 総合ルール v.1.4.1.2
(kb/sources/vs.txt).

Every definition below cites the clauses it implements; the procedures are in
``ruling/games/_vs/``.

Conventions: ``ring`` is the ring (one card, 3.3.2), ``bench: {left, center, right}`` the three
bench frames (3.3.3.3), ``energy`` the face-down energy cards (``state: rest`` / ``reverse``,
4.9.1), ``retire`` the リタイヤ置場, ``waiting`` the 控え室, ``surprise`` the サプライズ置場
(``face: down``). A card's 攻撃力 / 防御力 are ``ap`` / ``dp``, its 称号 ``title``, its partner
``partner_name`` / ``partner_title`` (several separated by ``/``), its partner's gender
``partner_gender`` (2.8); accumulated damage is
``damage``. A deck the scenario does not list is unknown, not empty.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ruling.abilities import register_compiler, register_read_elsewhere
from ruling.games._vs import attack, basic, misc, turn
from ruling.games._vs.cardtext import (
    action_prohibitions,
    compile_technique,
    prohibitions,
    replacements,
)
from ruling.games._vs.common import (
    BENCH_JA,
    BENCHES,
    last_known,
    setup,
    text_active,
    value_readings,
)
from ruling.games._vs.contract import (
    CARD_VALUE_CLAUSES,
    CARD_VALUE_WATCH,
    CARD_VALUES,
    TYPED_EVENTS,
    attack_in_progress,
    attack_resume,
    pending_ability,
    resolve_text,
)
from ruling.games._vs.declared import NOT_IMPLEMENTED
from ruling.games._vs.processes import RULE_PROCESSES
from ruling.games._vs.setup import deck_construction_text, game_setup, in_game
from ruling.games._vs.techniques import (
    ABILITIES,
    never_offered,
    replaced_then,
    replacement_cost,
    replacing_steps,
    trigger_conditions,
    use,
)
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

P_PLAYER = Param("player", "player", doc="who does it (default: the turn player)")
P_CARD = Param("card", "card", True, "a card: name or uid (P.name, P.ring, P.left …)")
ACTS = "list"


_a = action


ACTIONS: dict[str, ActionDef] = {
    a.verb: a
    for a in (
        # chapter 5: before the game
        _a(
            "game_setup",
            "ゲーム前の手順",
            "the pre-game procedure",
            ("5.2.1",),
            game_setup,
            (
                Param("first", "player", doc="who goes first: the random result (5.2.1.4)"),
                Param("ring", "map", doc="the card each player puts in the ring, {A: name}"),
                shuffled_param(),
            ),
        ),
        # chapter 6: the turn
        _a("stand_phase", "スタンドフェイズ", "stand phase", ("6.2.1",), in_game(turn.stand_phase)),
        _a("draw_phase", "ドローフェイズ", "draw phase", ("6.3",), in_game(turn.draw_phase)),
        _a(
            "energy_phase",
            "エネルギーフェイズ",
            "energy phase",
            ("6.4",),
            in_game(turn.energy_phase),
            (Param("card", "card", doc="the hand card put in the energy zone (none: no card)"),),
        ),
        _a(
            "chara_phase",
            "キャラフェイズ",
            "chara phase",
            ("6.5",),
            in_game(turn.chara_phase),
            (Param("actions", ACTS, doc="plays and surprise actions, in order"),),
        ),
        _a(
            "ability_phase",
            "アビリティフェイズ",
            "ability phase",
            ("6.6",),
            in_game(turn.ability_phase),
            (Param("actions", ACTS, doc="activated abilities used, in order"),),
        ),
        replace(
            _a(
                "attack",
                "アタックサブフェイズ",
                "an attack sub-phase",
                ("6.7", "7.1"),
                in_game(attack.attack),
                (
                    P_PLAYER,
                    Param(
                        "support",
                        "card",
                        doc="the bench card that supports (left out: no attack, 7.1.2.2; "
                        "no / none: the attack chosen, no supporter, 7.1.3.1)",
                    ),
                    Param("partner_block", "card", doc="the defender's hand card used to block"),
                    Param("after_support", ACTS, doc="actions after the support (7.1.3.4)"),
                    Param("after_block", ACTS, doc="actions in the partner block step (7.1.4.5)"),
                    Param("after_resolution", ACTS, doc="actions after the resolution (7.1.5.6)"),
                ),
            ),
            # the sub-phase reads 「アタックできない」 itself (the support refused, 7.1.3.2.1)
            reads_prohibitions=True,
        ),
        _a("end_phase", "エンドフェイズ", "end phase", ("6.8",), in_game(turn.end_phase)),
        # chapter 8 / 6.5.1.2: playing
        _a(
            "play",
            "カードのプレイ",
            "play a card",
            ("8.4.1",),
            in_game(basic.play),
            (
                P_PLAYER,
                P_CARD,
                Param("to", "str", True, "ring, or a bench: left / center / right"),
            ),
        ),
        replace(
            _a(
                "move_to_bench",
                "リングのカードをベンチへ移動（プレイ）",
                "move the ring card to a bench (a play)",
                ("6.5.1.2.3",),
                in_game(basic.move_to_bench),
                (
                    P_PLAYER,
                    Param("to", "str", True, "an empty bench: left / center / right"),
                    Param(
                        "card",
                        "card",
                        doc="the card moved: the ring card (a bench card is refused, 3.3.3.4)",
                    ),
                ),
            ),
            # 6.5.1.2.3 「この移動もプレイにあたります」, 8.4.1 「…リングのカードをベンチに移動させる事を
            # プレイと言います」: a prohibition of playing stops it
            counts_as=(("play", ("6.5.1.2.3", "8.4.1")),),
        ),
        _a(
            "set_surprise",
            "サプライズ置場にカードを置く",
            "set a surprise",
            ("6.5.1.2.4",),
            in_game(basic.set_surprise),
            (P_PLAYER, P_CARD),
        ),
        _a(
            "discard_surprise",
            "サプライズ置場のカードを控え室に置く",
            "discard the surprise",
            ("6.5.1.2.5",),
            in_game(basic.discard_surprise),
            (P_PLAYER,),
        ),
        replace(
            _a(
                "use",
                "起動能力の使用",
                "use an activated technique",
                ("8.5",),
                in_game(use),
                (
                    P_PLAYER,
                    P_CARD,
                    Param("ability", "int", doc="which activated technique (1 = first)"),
                ),
            ),
            # 8.12.4 「「使えない」技は、起動できません」: the kin of vg 12.2.1.1 (round 27)
            prohibited_by=("8.12.4",),
        ),
        _a(
            "replaced_then",
            "選択型置換効果: カードの移動とその後の行動",
            "a selection-type replacement: the card's move, then what follows",
            ("8.2.1.3.2", "8.10.1"),
            replaced_then,
            (
                P_CARD,
                Param(
                    "to",
                    "str",
                    False,
                    "the zone the card is put in instead (none: it stays, 8.10.1.1)",
                ),
                Param("technique", "str", False, "the card whose technique it is"),
                Param("index", "int", True, "which technique of the card (0 = first)"),
            ),
        ),
        _a(
            "replacing_steps",
            "置換効果: かわりに技の動作を実行する",
            "a replacement: the technique's steps happen instead",
            ("8.2.1.3.1", "8.10.1"),
            replacing_steps,
            (
                P_PLAYER,
                Param("amount", "int", doc="how many times (a draw's count it replaces, 4.10.3)"),
                Param("technique", "str", True, "the card whose technique it is"),
                Param("index", "int", True, "which technique of the card (0 = first)"),
            ),
        ),
        _a(
            "replacement_cost",
            "選択型置換効果の選択",
            "the selection of a selection-type replacement effect",
            ("8.2.1.3.2", "8.10.3"),
            replacement_cost,
            (
                P_PLAYER,
                P_CARD,
                Param("index", "int", True, "which technique of the card (0 = first)"),
            ),
        ),
        _a(
            "reorder",
            "領域のカードの順番を変える",
            "change the order of a zone's cards",
            (),  # the clause of the zone named (``basic.OWN_ORDER``), cited by the step
            basic.reorder,
            (
                P_PLAYER,
                Param(
                    "zone",
                    "str",
                    True,
                    "the zone: retire / waiting / hand (one's own, 3.5.3 / 3.6.3 / 3.7.3), deck "
                    "(refused, 3.2.2), bench (refused, 3.3.3.4); B.waiting: another player's",
                ),
            ),
        ),
        _a(
            "look",
            "領域のカードの枚数・内容を確認する",
            "check a zone's card count or look at its cards",
            (),  # the clause of the zone named (``basic.SEEN``), or 3.1.2 for a count
            basic.look,
            (
                P_PLAYER,
                Param(
                    "zone",
                    "str",
                    True,
                    "the zone: hand / deck / energy / surprise / retire / waiting / ring / bench "
                    "(the player's own; B.hand: another player's)",
                ),
                Param(
                    "what",
                    "str",
                    choices=("cards", "count"),
                    default="cards",
                    doc="cards: look at what they are; count: how many (any zone, 3.1.2)",
                ),
            ),
        ),
        # basic acts and effects
        _a(
            "draw",
            "カードを引く",
            "draw",
            # 「N枚引く」: 「1枚引く」 N times (4.10.3), each the deck's top card to the hand (4.10.2)
            ("4.10.1", "4.10.3", "4.10.2"),
            basic.draw,
            (P_PLAYER, Param("amount", "int")),
            "amount",
        ),
        _a(
            "deck_top",
            "山札の上のカードを置く（効果）",
            "the top cards of a player's deck put in a zone (an effect)",
            # 3.2.5: a card taken from the deck is its top card; 3.1.4: to its owner's zone
            ("3.2.5", "3.1.4"),
            basic.deck_top,
            (
                P_PLAYER,
                Param("amount", "int", doc="how many times (a draw's count it replaces)"),
                Param("each", "int", doc="the cards put each time (default 1)"),
                Param(
                    "to", "str", True, "waiting / retire / hand / deck", choices=basic.DECK_TOP_TO
                ),
            ),
        ),
        ActionDef(
            "concede",
            "投了",
            "concede",
            ("1.2.4",),
            basic.concede,
            (P_PLAYER,),
            unaffected=("1.2.4.1",),
        ),
        _a(
            "loop",
            "永久循環",
            "endless loop",
            ("10.1.1",),
            misc.loop,
            (
                Param("actions", ACTS, True, "the looped actions, one pass"),
                Param("stop", "cards", doc="players who have a choice that stops it"),
                Param("count", "map", doc="each stopper's declared count, {A: 3} (10.1.3)"),
                Param("each", ACTS, doc="what every pass adds that the zones do not show"),
            ),
        ),
        _a(
            "game_result",
            "効果による勝利・敗北",
            "an effect makes a player win or lose",
            ("1.2.5",),
            basic.effect_result,
            (P_PLAYER, Param("result", "str", choices=("win", "lose"), default="lose")),
        ),
        _a(
            "put",
            "カードを置く（効果）",
            "an effect puts a card somewhere",
            ("3.1.3",),
            basic.put,
            (
                P_CARD,
                Param(
                    "to",
                    "str",
                    True,
                    "retire / waiting / hand / deck / energy / ring / surprise / left / center / "
                    "right (a bench frame; also bench.left, B.bench.left: the owner's, 3.1.4)",
                    choices=tuple(basic.MOVE_DEST),
                ),
                Param("pos", "str", choices=("top", "bottom")),
            ),
        ),
        ActionDef(
            "retire",
            "リタイヤ置場に置く",
            "a card put in the retire zone",
            ("3.5.1",),
            basic.retire,
            (P_CARD,),
            describe=basic.describe_retire,
            puts_in="retire",  # replaced: a retire card kept out (9.2.2, ruling.notmet)
        ),
        ActionDef(
            "to_waiting",
            "控え室に置く",
            "a card put in the waiting room",
            ("3.6.1",),
            basic.to_waiting,
            (P_CARD,),
            describe=basic.describe_to_waiting,
            puts_in="waiting",
        ),
        _a(
            "damage",
            "ダメージ（効果）",
            "damage (an effect)",
            ("7.1.5.3",),
            basic.damage,
            (P_CARD, Param("amount", "int", True), Param("source", "str")),
            "amount",
        ),
        _a(
            "effect",
            "攻撃力・防御力の変更（効果）",
            "an attack / defence change (an effect)",
            ("8.2.1.2",),
            basic.effect,
            (
                P_CARD,
                Param("ap", "int"),
                Param("dp", "int"),
                Param(
                    "op",
                    "str",
                    choices=("add", "set", "multiply"),
                    doc="add (+A/-B), set (becomes), multiply (×N, after additions: 8.9.1.8)",
                ),
                Param("until", "str", choices=("turn", "game")),
                Param("source", "str"),
            ),
        ),
        # 4.4.1: a check timing, where the scenario puts one (as after the last action)
        _a("check_timing", "チェックタイミング", "check timing", ("4.4.1",), basic.check_timing),
        _a(
            "orient",
            "スタンド・レスト・リバース・表にする・裏にする（効果）",
            "stand / rest / reverse / turn face up or down (an effect)",
            ("4.9.1", "4.9.1.5", "4.9.1.6"),
            basic.orient,
            (
                P_CARD,
                Param("to", "str", True, choices=("stand", "rest", "reverse", "up", "down")),
                Param(
                    "by",
                    "str",
                    choices=("effect", "player"),
                    default="effect",
                    doc="effect: an effect or rule says so; player: the player of its own will, "
                    "no instruction (an energy card: refused, 3.4.3)",
                ),
            ),
        ),
    )
}

ZONES = (
    ZoneDef("deck", "山札", "deck", ("3.2.1", "3.2.2"), public=False),
    ZoneDef("ring", "リング", "ring", ("3.3.1", "3.3.2.1", "3.3.2.3"), slot=True),
    *(
        ZoneDef(
            f"bench.{b}",
            BENCH_JA[b],
            f"{b} bench",
            ("3.3.1", "3.3.3.1", "3.3.3.2", "3.3.3.3"),
            slot=True,
            group="bench",
        )
        for b in BENCHES
    ),
    ZoneDef(
        "energy", "エネルギー置場", "energy zone", ("3.4.1", "3.4.2"), public=False, face_down=True
    ),
    ZoneDef("retire", "リタイヤ置場", "retire zone", ("3.5.1", "3.5.2"), free_order=("3.5.3",)),
    ZoneDef(
        "waiting",
        "控え室",
        "waiting room",
        ("3.6.1", "3.6.2"),
        # 3.6.3 「この領域にカードを置く場合、それまでにあったカードの上に置きます」
        order=("3.6.3",),
        free_order=("3.6.3",),
    ),
    ZoneDef("hand", "手札", "hand", ("3.7.1", "3.7.2"), public=False, free_order=("3.7.3",)),
    ZoneDef(
        "resolution", "解決領域", "resolution zone", ("3.8.1", "3.8.2", "3.8.3"), abilities=True
    ),
    ZoneDef(
        "surprise",
        "サプライズ置場",
        "surprise zone",
        ("3.9.1", "3.9.2", "3.9.3", "3.9.4"),
        public=False,
        face_down=True,
    ),
)

PHASES = (
    PhaseDef("stand", "スタンドフェイズ", "stand phase", ("6.2.1",)),
    PhaseDef("draw", "ドローフェイズ", "draw phase", ("6.3",)),
    PhaseDef("energy", "エネルギーフェイズ", "energy phase", ("6.4",)),
    PhaseDef("chara", "キャラフェイズ", "chara phase", ("6.5",)),
    PhaseDef("ability", "アビリティフェイズ", "ability phase", ("6.6",)),
    PhaseDef(
        "attack",
        "アタックフェイズ",
        "attack phase",
        ("6.7", "7.1"),
        (
            StepDef("declare", "アタック宣言ステップ", "attack declaration", ("7.1.2",)),
            StepDef("support", "サポートステップ", "support", ("7.1.3",)),
            StepDef("partner_block", "パートナーブロックステップ", "partner block", ("7.1.4",)),
            StepDef("resolution", "アタック解決ステップ", "attack resolution", ("7.1.5",)),
            StepDef("end", "アタック終了ステップ", "attack end", ("7.1.6",)),
        ),
    ),
    PhaseDef("end", "エンドフェイズ", "end phase", ("6.8",)),
)

KEYWORDS = (
    KeywordDef("cancel", "キャンセル", "cancel", ("12.1.1",), "technique"),
    KeywordDef("entry_spark", "エントリースパーク", "entry spark", ("12.2.1",), "technique"),
    KeywordDef("surprise", "サプライズ", "surprise", ("12.3.1",), "surprise_flip"),
)


def ability_zones(ab: Any) -> tuple[str, ...]:
    """The zones a technique's [領域] names (8.1.1.1.1, 8.1.1.2.1, 8.1.1.4: it works there), so
    that the core reports a refused one there — [控え室], [リタイヤ置場] … — although a card's text
    is otherwise read on the field (before, such a technique was refused without a word)."""
    from ruling.abilities import labelled_zones
    from ruling.games._vs.cardtext import AREAS

    return labelled_zones(ab, AREAS, "area")


GAME = register(
    Game(
        id="vs",
        ja="ヴィクトリースパーク",
        en="Victory Spark",
        zones=ZONES,
        phases=PHASES,
        actions=ACTIONS,
        # 「かわりに控え室に置く」: put into the owner's zone (3.1.3)
        zone_move="put",
        # 3.1.3: a card moving between zones is a new card, whatever zone it leaves: the effects
        # applied to it in the former zone end (a waiting-room card put on the bench …)
        new_card_every_move=True,
        rule_processes=RULE_PROCESSES,
        # 9.2.2 / 9.2.3: the loss check's conditions on card counts (ruling.notmet)
        count_checks=(
            # 9.1.1: checked only at a check timing — a tenth card put there and taken away
            # again during an action is not acted on
            CountCheck("retire", ("9.2.2",), at_least=10, between_checks=("9.1.1",)),
            CountCheck("deck", ("9.2.3",), also_empty=("waiting",)),
            # 9.6.1 the ring refill (3.3.2.3: a ring card that moves elsewhere is replaced from
            # the deck 「ルール処理によって」): a ring given a card before its own left it is
            # never empty, and the deck is not touched
            # (a ring given empty and filled before the game, 5.2, is no near miss: 3.3.2.3's
            # refill is for a ring card that moved elsewhere). Cited on a ruling asked about the
            # deck, the refill's source (「山札の1番上のカード」); asked about the ring alone, the
            # play's clauses say what it holds (6.5.1.2.2, 9.5.1) — with the ring too, 42
            # development files about a play over the ring card gained 9.6.1 (5 asked about
            # the deck), none named by its writer (round 53, s50notmet)
            CountCheck("ring", ("9.6.1", "3.3.2.3"), decides=("deck",), after_leaving=True),
            # 9.8.1 the deck renewal (a rule process, 9.1.1): a deck emptied and given a card
            # again during an action is not renewed
            CountCheck(
                "deck",
                ("9.8.1",),
                decides=("deck", "waiting", "retire"),
                between_checks=("9.1.1",),
            ),
        ),
        abilities=ABILITIES,
        trigger_conditions=trigger_conditions,
        keywords=KEYWORDS,
        principles={
            "text_beats_rules": ("1.3.1",),
            "impossible": ("1.3.2",),
            "already_in_state": ("1.3.2.1",),
            "non_positive_count": ("1.3.2.2",),
            "prohibition": ("1.3.3",),
            # 1.3.3 speaks of an action an effect instructs: a player's own declaration the
            # rules allow (a surprise set, a support, a partner block) stopped by a card's
            # prohibition rests on the text beating the rule that allows it
            "prohibition_of_declaration": ("1.3.1",),
            "turn_player_first": ("1.3.4",),
            "non_negative_number": ("1.3.5",),
            "new_object": ("3.1.3",),
            # 8.9.1.1: the printed information is always the base value
            "printed_base": ("8.9.1.1",),
            "win": ("1.2.1",),
            "draw": ("1.2.3",),
            "check_timing": ("4.4.1",),
            # 9.1.1: rule processes are looked for only at a check timing
            "rule_check_timing": ("9.1.1",),
            # 8.6.2: put in the resolution zone; 3.8.3: not resolved there until a check timing
            "pending": ("8.6.2", "3.8.3"),
            # 8.5.3: the same order for every ability in the resolution zone, a turn player's
            # ability put there while the non-turn player's remain going first; 8.1.1.3.1:
            # abilities triggered while others resolve join those left unresolved
            "pending_order": ("8.6.4", "4.7.1", "4.7.1.1", "4.7.1.2", "8.5.3", "8.1.1.3.1"),
            # the rules have no rule process that runs outside a check timing (9.1.1)
            "interrupt": (),
            "interrupt_order": (),
            "interrupt_own_order": (),
            "check_rules": ("9.1.1",),
            "replacement": ("8.10.1", "8.10.1.1"),
            # 8.10.2.2: the event is an action — the core lets the master of the card it is
            # done to pick, else the player doing it (``Core._replace``)
            "replacement_order": ("8.10.2", "8.10.2.2"),
            # 8.10.2.1: the event is on a card (put in the retire zone, dealt damage), done by
            # no player: the card's master picks (the core's chooser, its owner: 4.3.2, a card is
            # only ever in its owner's zones, 3.1.4)
            "replacement_order:retire": ("8.10.2", "8.10.2.1", "4.3.2"),
            "replacement_order:to_waiting": ("8.10.2", "8.10.2.1", "4.3.2"),
            "replacement_order:damage": ("8.10.2", "8.10.2.1", "4.3.2"),
            "replacement_once": ("8.10.2.3",),
            # 8.10.1.1.1: a player's action replaced — its event does not happen, but the player
            # has done the action (a draw, a play, a use, the surprise zone's acts)
            **{
                f"replacement:{verb}": ("8.10.1.1.1",)
                for verb in (
                    "draw",
                    "play",
                    "use",
                    "move_to_bench",
                    "set_surprise",
                    "discard_surprise",
                )
            },
            "replacement_choice": ("8.10.3",),
            "endless_loop": ("10.1.2",),
        },
        card_types={"card": ("card", "キャラ", "カード")},
        setup=setup,
        text_active=text_active,
        ability_zones=ability_zones,
        not_implemented=NOT_IMPLEMENTED,
        card_values=CARD_VALUES,
        # an ``effects:`` entry changes a card's attack (2.10) or defence (2.11), by either name
        effect_values={
            "ap": "ap",
            "dp": "dp",
            "AP": "ap",
            "DP": "dp",
            "attack": "ap",
            "defense": "dp",
            "defence": "dp",
            "攻撃力": "ap",
            "防御力": "dp",
        },
        card_value_clauses=CARD_VALUE_CLAUSES,
        card_value_watch=CARD_VALUE_WATCH,
        # acts inside the attack a prohibition may name (1.3.3; ``attack.py`` reads them): the
        # defender's partner block (7.1.4.2) and the support that declares the attack (7.1.3.1)
        prohibitable={"partner_block": ("7.1.4.2",), "support": ("7.1.3.1", "7.1.3.1.1")},
        typed_events=TYPED_EVENTS,
        pending_ability=pending_ability,
        replacements=replacements,
        # 「相手はカードを引けない」 is read by the draw itself (basic.draw); the core reads it only
        # against a replacement of the draw (the audit's prohibited_and_replaced)
        prohibitions_read=prohibitions,
        # 「[リング]相手はレベル2以上のカードをプレイできない」 is read by the action check (a play
        # and what counts as one, 6.5.1.2.3)
        prohibitions=action_prohibitions,
        # 8.10.1.1.1: a player's replaced action still counts as done
        replaced_action=basic.replaced_action,
        # 6.5.1.2: the next act of the character phase waits for the resolution zone to empty
        play_timing_again=turn.play_timing_again,
        # a field card's 「選び」 effects kept when it leaves (8.9.1.5, _vs/common.last_known)
        last_known=last_known,
        # set_after_addition raised for a continuous technique's set (``common.value_readings``)
        value_readings=value_readings,
        resolve_text=resolve_text,
        attack_in_progress=attack_in_progress,
        attack_fields=("kind", "attacker", "attacked", "supporter"),
        attack_resume=attack_resume,
        never_offered=never_offered,
        card_fields=("name", "level", "text"),
        extra_fields={
            "ap": "int",
            "dp": "int",
            # several titles / names / attributes (2.3.2, 2.1.2, 2.15): 「A/B」 or a list
            "title": "str|list",
            "attribute": "str|list",
            "gender": "str",
            "partner_name": "str|list",
            "partner_title": "str|list",
            # パートナーの性別 (2.8.1, printed ⑦): a card value effects may refer to; no part of
            # the partner definition (2.7.1 names only the partner's name and title)
            "partner_gender": "str",
            "work": "str",
            "damage": "int",
            "limited": "str",
        },
    )
)

register_compiler("vs", compile_technique)
# 5.1.2.1.4: a deck-construction ability is applied by the pre-game deck check, not in play
register_read_elsewhere("vs", deck_construction_text)
