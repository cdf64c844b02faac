"""CrossOver The F&C TCG (クロスオーバー), 基本ルール Version 2.02 (kb/sources/co.txt).

The document numbers its sections ``4−3−8`` (U+2212); the knowledge base gives them dotted ids
(``4.3.8``), and the second 「3−2−2」 (カードを1枚引く, really 3−3−2) is ``3.2.2#2``. Every
definition below cites the KB ids of the clauses it implements. The procedures are in
``ruling/games/_co/``.

Conventions: a player's side is one zone ``field`` holding characters, navigators and set cards
(a card set on another carries ``set_on:`` in a scenario, ``states["on"]`` in the state; 4.2.11);
``state: rest`` is the tapped state (タップ状態). HP and energy are player values
(``players: {A: {hp: 5, energy: 2}}``); a deck the scenario does not list is unknown, not empty.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ruling import pregame
from ruling.abilities import register_card_check, register_compiler
from ruling.core import Ctx
from ruling.games._co import basic, battle, match, play, processes, triggers, turn
from ruling.games._co.cardtext import COUNTER_WORDS, card_text, compile_ability, other_names
from ruling.games._co.common import counter_key, immunity_readings, unmarked_copies
from ruling.games._co.contract import (
    CARD_VALUE_CLAUSES,
    CARD_VALUE_WATCH,
    CARD_VALUES,
    TYPED_EVENTS,
    resolve_text,
    value_set,
)
from ruling.games._co.declared import NOT_IMPLEMENTED
from ruling.games._co.processes import RULE_PROCESSES
from ruling.games._co.setup import game_setup, in_game
from ruling.pregame import shuffled_param
from ruling.rules import (
    ActionDef,
    Game,
    KeywordDef,
    Param,
    PhaseDef,
    StepDef,
    ValueCheck,
    ZoneDef,
    action,
    register,
)

P_PLAYER = Param("player", "player", doc="who does it (default: the turn player)")
P_CARD = Param("card", "card", True, "a card: name or uid (P.name for one player's)")
ACTS = "list"
P_FROM = Param(
    "from",
    "str",
    doc="the step the phase goes on from (the steps before it done before the scenario);"
    " default: the step the scenario starts in, when it starts in this phase",
)
# the reductions made in the reduction window of the damage a card's text deals (4.3.10.2)
P_TEXT_REDUCE = Param(
    "reduce",
    "map",
    doc="per character the text damages, the reductions made in the reduction window of that "
    "damage (4.3.10.2), e.g. {復讐者: [{do: reduce_damage, amount: 2}]}",
)
# the actions in the window right after the damage a card's text deals, before the crash
# is judged (4.3.10.4)
P_TEXT_AFTER_DAMAGE = Param(
    "after_damage",
    "map",
    doc="per character the text damages, the actions in the window right after that damage, "
    "before its crash (4.3.10.4), e.g. {兵: [{do: play, player: A, card: 形見}]}",
)


_a = action
# 4.3.11.2 / 4.3.11.4: what is done in the windows of a card's crash, if it crashes
P_ON_CRASH = Param(
    "on_crash",
    "map",
    doc="per card that may crash, the actions in the windows of its crash: {X: {negate: "
    "[actions] (4.3.11.2, 「クラッシュのうち消し」), after: [actions] (4.3.11.4, 「クラッシュした直後」)}}",
)


def _with_crash_windows(run: Any) -> Any:
    """The action's run, with its ``on_crash`` windows recorded first (``basic.crash_windows``)."""

    def go(ctx: Any, p: dict[str, Any]) -> Any:
        if p.get("on_crash"):
            yield from basic.crash_windows(ctx, p["on_crash"])
        return (yield from run(ctx, p))

    go.__doc__ = run.__doc__
    return go


ACTIONS: dict[str, ActionDef] = {
    a.verb: a
    for a in (
        # chapters 1 and 2: before the game
        _a(
            "game_setup",
            "試合前の手順",
            "the procedure before the game",
            ("2.1.1",),
            game_setup,
            (
                Param("first", "player", doc="who goes first: the chooser's choice (2.1.5)"),
                Param("chooser", "player", doc="the player who gets the choice (2.1.5)"),
                shuffled_param("the hand of 7, then after a mulligan the new 7"),
                Param(
                    "mulligan",
                    "map",
                    doc="whether each player mulligans (2.1.6), {A: yes}; a number: that many "
                    "declared (a second is refused)",
                ),
                Param(
                    "exchange",
                    "map",
                    doc="between the games of a match: deck cards for sideboard cards (1.2.4), "
                    "{A: {out: [names], in: [names]}}",
                ),
            ),
        ),
        # chapter 3: the turn
        _a("turn_start", "ターン開始", "turn start", ("3.1",), in_game(triggers.turn_start)),
        _a(
            "untap_phase",
            "アンタップフェイズ",
            "untap phase",
            ("3.2",),
            in_game(turn.untap_phase),
            (
                P_FROM,
                Param(
                    "actions",
                    ACTS,
                    doc="actions in the untap step, right after the cards are untapped and the "
                    "energy lost (3.2.2)",
                ),
                Param(
                    "in_start",
                    ACTS,
                    doc="actions in the untap phase's start step, after its abilities (3.2.1)",
                ),
            ),
        ),
        _a(
            "draw_phase",
            "ドローフェイズ",
            "draw phase",
            ("3.3",),
            in_game(turn.draw_phase),
            (
                P_FROM,
                Param(
                    "actions",
                    ACTS,
                    doc="actions in the draw step, right after the card is drawn (3.3, 3−3−2: "
                    "KB 3.2.2#2)",
                ),
                Param(
                    "in_start",
                    ACTS,
                    doc="actions in the draw phase's start step, after its abilities (3.3.1)",
                ),
            ),
        ),
        _a(
            "main_phase",
            "メインフェイズ",
            "main phase",
            ("3.4",),
            in_game(turn.main_phase),
            (Param("actions", ACTS, doc="the main phase's actions, in order"),),
        ),
        _a(
            "attack",
            "戦闘（キャラクターのバトル）",
            "a battle",
            ("3.4.5",),
            _with_crash_windows(in_game(turn.main_phase_follows(battle.attack))),
            (
                P_PLAYER,
                P_ON_CRASH,
                Param("attacker", "card", doc="the attacking character (none: no attack)"),
                Param(
                    "defender",
                    "card",
                    doc="the opponent's defending character (none: not defended)",
                ),
                Param("after_start", ACTS, doc="actions in the timing after the battle start"),
                Param("after_attack", ACTS, doc="actions in the timing after the attack"),
                Param("after_defense", ACTS, doc="actions in the timing after the defence"),
                Param(
                    "after_damage",
                    "list|map",
                    doc="actions in the timing after the damage (a list, 3.4.5.6); or per "
                    "battling character, the actions in the window right after the damage it "
                    "takes in the exchange, before the crash (4.3.10.4), e.g. {剣士: [{do: play, "
                    "player: A, card: 根性, target: 剣士}]}",
                ),
                Param(
                    "reduce",
                    "map",
                    doc="per battling character, the reductions made in the reduction window of "
                    "the damage it takes in the exchange (4.3.10.2), e.g. {盾兵: [{do: "
                    "reduce_damage, amount: 2}]}",
                ),
            ),
        ),
        _a(
            "end_phase",
            "エンドフェイズ",
            "end phase",
            ("3.6",),
            _with_crash_windows(in_game(turn.end_phase)),
            (
                P_ON_CRASH,
                Param("actions", ACTS, doc="actions in the end phase's action timing (3.6.4)"),
                Param(
                    "in_upkeep",
                    ACTS,
                    doc="actions in the upkeep step before the payments (3.6.2)",
                ),
                Param(
                    "upkeep_order",
                    "cards",
                    doc="the order the turn player resolves the upkeeps due (3.6.2)",
                ),
                P_FROM,
            ),
        ),
        _a(
            "turn_end",
            "ターン終了時",
            "end of turn",
            ("3.7",),
            _with_crash_windows(in_game(turn.turn_end)),
            (P_ON_CRASH,),
        ),
        # chapter 4: playing and using
        _a(
            "play",
            "カードのプレイ",
            "play a card",
            ("4.3.2",),
            _with_crash_windows(turn.main_phase_follows(play.play)),
            (
                P_PLAYER,
                P_ON_CRASH,
                P_CARD,
                Param(
                    "target",
                    "card",
                    doc="the target (「対象の〜」, 4.2.13): a character or a player",
                ),
                Param(
                    "target2",
                    "card",
                    doc="the second target of a text of two (「対象のXと対象のY」, 4.2.13)",
                ),
                Param("set_on", "card", doc="the character to set it on, or 'field' (3.4.3)"),
                Param("respond", ACTS, doc="interrupts, each answering the one before (4.3.4)"),
                Param(
                    "resolve", ACTS, doc="what the card does, for a card whose text is not given"
                ),
                Param(
                    "alt_cost",
                    ACTS,
                    doc="a 代用コスト paid instead of the energy, as actions (4.3.2.1, 4.3.2.2)",
                ),
                Param(
                    "use_alt_cost",
                    "bool",
                    doc="true: the 代用コスト printed on the card (「代用コスト:…」) is paid instead of"
                    " the energy (4.3.2.1, 4.3.2.2)",
                ),
                Param("extra_cost", ACTS, doc="a 追加コスト paid with it, as actions (4.3.2.1)"),
                P_TEXT_REDUCE,
                P_TEXT_AFTER_DAMAGE,
            ),
        ),
        _a(
            "activate",
            "フィールドにあるカードの効果・特殊能力の使用",
            "use an ability of a card on the field",
            ("4.3.3",),
            _with_crash_windows(play.activate),
            (
                P_PLAYER,
                P_ON_CRASH,
                P_CARD,
                Param("ability", "int", doc="which activated ability (1 = the first)"),
                Param("target", "card", doc="the target (4.2.13)"),
                Param(
                    "target2",
                    "card",
                    doc="the second target of a text of two (「対象のXと対象のY」, 4.2.13)",
                ),
                Param("cost_card", "card", doc="the card crashed as the cost"),
                Param("respond", ACTS, doc="interrupts (4.3.4)"),
                P_TEXT_REDUCE,
                P_TEXT_AFTER_DAMAGE,
            ),
        ),
        # basic acts
        _a(
            "draw",
            "カードを引く",
            "draw",
            ("4.2.1",),
            basic.draw,
            (P_PLAYER, Param("amount", "int")),
            "amount",
        ),
        # no clause of the basic rules provides a concession (4.1.2 lists the ways a game ends):
        # both readings run (co concession_not_provided); beyond card effects as in the other
        # games (no text changes or replaces it)
        ActionDef(
            "concede",
            "投了",
            "concede",
            ("4.1.2",),
            processes.concede,
            (P_PLAYER,),
            unaffected=("4.1.2",),
        ),
        _a(
            "time_up",
            "時間切れ",
            "the time limit runs out",
            ("4.1.2",),
            processes.time_up,
            (),
        ),
        _a(
            "gain_energy",
            "エネルギーを得る",
            "gain energy",
            ("4.3.1",),
            basic.gain_energy,
            (P_PLAYER, Param("amount", "int", True)),
            "amount",
        ),
        _a(
            "damage",
            "ダメージ",
            "damage",
            ("4.3.9", "4.3.10"),
            _with_crash_windows(basic.damage),
            (
                P_ON_CRASH,
                Param("to", "str", True, "a player, or a character"),
                Param("amount", "int", True),
                Param("source", "str", doc="where it comes from"),
                Param("reduce", ACTS, doc="reductions in the reduction window (4.3.10.2)"),
                Param(
                    "after", ACTS, doc="actions right after the damage, before a crash (4.3.10.4)"
                ),
            ),
            "amount",
        ),
        _a(
            "reduce_damage",
            "ダメージ軽減",
            "reduce damage",
            ("4.3.10.2",),
            basic.reduce_damage,
            (
                P_PLAYER,
                Param("amount", "int", True),
                Param("source", "str", doc="the card or ability that reduces it"),
            ),
        ),
        _a(
            "increase_damage",
            "ダメージ増加",
            "increase damage",
            ("4.3.10.2",),
            basic.increase_damage,
            (
                P_PLAYER,
                Param("amount", "int", True),
                Param("source", "str", doc="the card or ability that increases it"),
            ),
        ),
        _a(
            "heal",
            "HPの回復",
            "HP recovery",
            ("4.3.2.6",),
            basic.heal,
            (P_PLAYER, Param("amount", "int", True)),
            "amount",
        ),
        _a(
            "crash",
            "クラッシュ",
            "crash",
            ("4.3.11",),
            _with_crash_windows(basic.crash),
            (P_PLAYER, P_CARD, P_ON_CRASH),
        ),
        _a(
            "negate_crash",
            "クラッシュのうち消し",
            "negate a crash",
            ("4.3.11.2",),
            basic.negate_crash,
            (P_CARD,),
        ),
        # acts an effect does: they cite no clause of their own (the effect's steps do)
        _a("tap", "タップ", "tap", (), basic.tap, (P_PLAYER, P_CARD)),
        _a("untap", "アンタップ", "untap", (), basic.untap, (P_PLAYER, P_CARD)),
        _a(
            "take_control",
            "コントロール権の移動",
            "gain control",
            ("4.2.12",),
            basic.take_control,
            (P_PLAYER, P_CARD),
        ),
        _a(
            "effect",
            "効果（シナリオが記述するもの）",
            "an effect the scenario describes",
            (),
            basic.effect,
            (
                Param("target", "str", True, "a player or a character"),
                Param("stat", "str", True, "ap / dp / untargetable / immune / swap"),
                Param(
                    "value",
                    "str",
                    doc="the amount; for immune the card types (event,spell); for untargetable "
                    "true (the default)",
                    flag=True,
                ),
                Param(
                    "until",
                    "str",
                    choices=("turn", "battle", "game"),
                    doc="turn: 「ターン終了時まで」 (3.7.2; also written turn_end); battle: "
                    "「戦闘終了時まで」 (3.4.5.5; battle_end)",
                ),
                Param(
                    "op",
                    "str",
                    choices=("add", "set"),
                    doc="for ap / dp: add (a modification 「+1:+1」, the default) or set (the "
                    "value becomes it, 「1:1」にする); 4.3.8 applies the settings (step 4) before "
                    "the modifications (step 5), whatever order they came in",
                ),
                Param("type", "str", doc="the type of the card it comes from (for immunity)"),
                Param("source", "str"),
            ),
        ),
    )
}

ZONES = (
    ZoneDef("deck", "山札", "deck", ("2.1.1", "4.2.2"), public=False),
    ZoneDef("hand", "手札", "hand", ("2.1.4", "4.2.1"), public=False),
    ZoneDef("field", "フィールド", "field", ("3.4.2", "4.2.6", "4.2.11", "4.2.12"), slot=True),
    ZoneDef("dustbox", "ダストボックス", "dustbox", ("4.2.3", "4.2.4")),
    ZoneDef("broken", "ブレイクしたカードの置き場", "broken cards", ("4.2.5",)),
    ZoneDef("playing", "プレイ中（解決待ち）", "being played", ("4.3.2", "4.3.4")),
    # 4.2.1: a card an effect (〔盗み食い〕) lets its player play 「手札にあるかのように」 is set aside —
    # played as from the hand, but no hand card (not counted, not usable as a hand cost)
    ZoneDef(
        "aside",
        "手札にあるかのようにプレイできるカード",
        "set aside, playable as if in the hand",
        ("4.2.1",),
    ),
    ZoneDef("sideboard", "サイドボード", "sideboard", ("1.2.4", "2.1.3"), public=False),
)

PHASES = (
    PhaseDef("turn_start", "ターン開始", "turn start", ("3.1",)),
    PhaseDef(
        "untap",
        "アンタップフェイズ",
        "untap phase",
        ("3.2",),
        (
            StepDef("start", "アンタップフェイズ開始", "start", ("3.2.1",)),
            StepDef("untap", "カードのアンタップ", "untapping", ("3.2.2",)),
            StepDef("end", "アンタップフェイズ終了", "end", ("3.2.3",)),
        ),
    ),
    PhaseDef(
        "draw",
        "ドローフェイズ",
        "draw phase",
        ("3.3",),
        (
            StepDef("start", "ドローフェイズ開始", "start", ("3.3.1",)),
            StepDef("draw", "カードを1枚引く", "draw a card", ("3.2.2#2",)),
            StepDef("end", "ドローフェイズ終了", "end", ("3.3.3",)),
        ),
    ),
    PhaseDef(
        "main",
        "メインフェイズ",
        "main phase",
        ("3.4",),
        (
            StepDef("battle_start", "戦闘開始宣言", "battle start", ("3.4.5.1",)),
            StepDef("attack", "アタック宣言", "attack", ("3.4.5.2",)),
            StepDef("defense", "ディフェンス宣言", "defence", ("3.4.5.3",)),
            StepDef("damage", "ダメージの応酬", "damage exchange", ("3.4.5.4",)),
            StepDef("battle_end", "戦闘終了", "battle end", ("3.4.5.5",)),
        ),
    ),
    PhaseDef(
        "end",
        "エンドフェイズ",
        "end phase",
        ("3.6",),
        (
            StepDef("start", "エンドフェイズ開始", "start", ("3.6.1",)),
            StepDef("upkeep", "維持費の支払い", "upkeep", ("3.6.2",)),
            StepDef("action", "行動可能タイミング", "action timing", ("3.6.4",)),
            StepDef("end", "エンドフェイズ終了", "end", ("3.6.3",)),
        ),
    ),
    PhaseDef(
        "turn_end",
        "ターン終了時",
        "end of turn",
        ("3.7",),
        (
            StepDef("damage_reset", "キャラクターのダメージを0にする", "damage reset", ("3.7.1",)),
            StepDef("effects_end", "「ターン終了時まで」の効果の終了", "effects end", ("3.7.2",)),
            StepDef("hand", "手札整理", "hand size", ("3.7.3",)),
            StepDef("energy_loss", "エネルギーの消失", "energy loss", ("3.7.4",)),
        ),
    ),
)

KEYWORDS = (
    KeywordDef("flying", "飛行", "flying", ("3.4.5.7",)),
    KeywordDef("diving", "潜水", "diving", ("3.4.5.7",)),
    KeywordDef("all_turn", "All Turn", "All Turn", ("3.4.2", "3.4.4")),
    KeywordDef("upkeep", "維持費", "upkeep", ("3.6.2",)),
    KeywordDef("disposable", "使い捨て", "disposable", ("3.4.3", "4.2.3")),
)

# Clauses the card-text compiler (``_co/cardtext.py``) implements when it reads the grammar's AST.
CARD_TEXT: dict[str, str] = {
    "4.2.7": "「キャラクター」 without 「カード」 is one on the field (who a step names)",
    "4.2.8": "「AP:DP」 are the values (能力値) a 「+1:+1」 modification changes",
    "4.2.9": "card text that contradicts the basic rules wins (a card's own play rules)",
    "4.2.10": "『name』 in a card's text is that card itself (『X』をタップする, 『X』以外)",
    "4.2.13": "「対象の〜」 makes the card or ability target; setting a card targets",
    "1.1": "two players (duel masters): a scenario has two",
}


def _value_readings(ctx: Ctx) -> Any:
    """``Game.value_readings``: the points of how values in force are read, each asked once a
    ruling (``common.unmarked_copies``, ``common.immunity_readings``)."""
    yield from unmarked_copies(ctx)
    yield from immunity_readings(ctx)


def setup(ctx: Ctx) -> None:
    st = ctx.state
    for p in st.players:
        if "hand" not in st.players[p].zones:
            # a hand the file does not list is of a size not given (not taken for empty where a
            # rule reads its size: the turn end's hand limit, 3.7.3)
            st.vars[f"co.hand_unlisted.{p}"] = True
    pregame.open_zones(ctx)
    for e in st.effects:
        if e.target not in st.players and e.stat in ("swap", "immune"):
            # an ``effects:`` entry in force from the start is the same effect as the action
            # ``effect`` makes: the AP / DP swap (4.3.8 step 6) and the immunity (step 1) are
            # read at their steps of 4.3.8 (round 54: a swap given here was never applied)
            e.value = (
                {"kind": "swap"}
                if e.stat == "swap"
                else {"kind": "immune", "value": tuple(str(e.value).split(","))}
            )
            e.stat, e.op, e.clauses = "co", "set", ("4.3.8",)
    for p in st.players:
        for c in st.zone(p, "field"):
            host = c.extra.get("set_on")
            if host and host != "field":
                # the card it is set on: on its own player's field, or the opponent's — a card
                # set on the opponent's character stays its setter's (controller: the field it is
                # listed in, 4.2.12), as ``play {set_on}`` leaves it
                uid = next(
                    (
                        x.uid
                        for q in (p, *(q for q in st.players if q != p))
                        for x in st.zone(q, "field")
                        if (x.name == host or x.uid == host) and x.uid != c.uid
                    ),
                    None,
                )
                if uid is None:
                    from ruling.scenario import Diagnostic, ScenarioError

                    raise ScenarioError(
                        "",
                        [
                            Diagnostic(
                                f"players.{p}.field.{c.name}.set_on",
                                f"set_on: no card '{host}' on any field (a card set on a card"
                                " names a field card: its name or uid, or 'field')",
                                ja=f"set_on: どのフィールドにも '{host}' がありません（セット先は"
                                "フィールドのカードの名前か uid、または field です）",
                            )
                        ],
                    )
                c.states["on"] = uid
            if c.extra.get("damage"):
                c.states["damage"] = int(c.extra["damage"])
            kept = c.extra.get("counters")
            if isinstance(kept, Mapping):
                # ``counters: {湯気カウンター: 2}``: a count per kind (1-5; plain 「カウンター」 too)
                for kind, n in kept.items():
                    if n:
                        c.states[counter_key(None if kind in COUNTER_WORDS else str(kind))] = int(n)
            elif kept:
                c.states["counters"] = int(kept)  # 1-5
    from ruling.games._co.common import view

    for p in st.players:
        for c in st.zone(p, "field"):
            if c.states.get("damage"):
                # what its DP rests on with the damage it is listed with, as for damage dealt
                # in play (``basic.deal_to_character``): a source that goes makes it crash
                c.states["dp_from"] = tuple(view(ctx, c.uid).sources)


def text_active(ctx: Ctx, uid: str, zone: str) -> bool:
    """Card text works on the field (3.4.4), and a card's own text is read when it is played."""
    return zone in ("field", "playing", "hand")


GAME = register(
    Game(
        id="co",
        ja="CrossOver The F&C TCG",
        # a gate line and a line referring back to it read as one (``cardtext.card_text``, 4.3.5)
        card_text=card_text,
        en="CrossOver The F&C TCG",
        zones=ZONES,
        phases=PHASES,
        actions=ACTIONS,
        rule_processes=RULE_PROCESSES,
        # 4.1.2: the game ends when a player's HP is brought to 0 (ruling.notmet: a recovery
        # that kept it from 0 is why a ruling that the game goes on holds)
        value_checks=(ValueCheck("hp", ("4.1.2", "4.1.2#li1")),),
        # copies of an ability in force on cards of one name, neither 「累積する」 nor
        # 「累積しない」: added up or once (co unmarked_copies_stack), asked at a check timing
        value_readings=_value_readings,
        abilities={},
        keywords=KEYWORDS,
        # The basic rules state few general principles; those they do not state are mapped to
        # nothing (the core applies them without citing this document).
        # 「…限り、相手はカードを引けない」 in force, read by the action check (4.3.8, 4.2.9)
        prohibitions=play.modal_prohibitions,
        principles={
            "text_beats_rules": ("4.2.9",),
            "impossible": (),
            "already_in_state": (),
            "non_positive_count": (),
            "prohibition": (),
            "turn_player_first": ("4.3.6",),
            "non_negative_number": (),
            "new_object": (),
            "win": ("4.1.2",),
            "draw": ("4.1.2#li3",),
            "check_timing": (),
            "pending": ("4.3.6",),
            "pending_order": ("3.1", "4.3.6"),
            "interrupt": (),
            "interrupt_order": (),
            "interrupt_own_order": (),
            "check_rules": (),
        },
        card_types={
            "character": ("character", "CHARACTER", "キャラクター"),
            "navigator": ("navigator", "NAVIGATOR", "ナビゲーター"),
            "event": ("event", "EVENT", "イベント"),
            "spell": ("spell", "SPELL", "スペル"),
            "item": ("item", "ITEM", "アイテム"),
        },
        setup=setup,
        text_active=text_active,
        not_implemented=NOT_IMPLEMENTED,
        card_values=CARD_VALUES,
        value_set=value_set,
        card_value_clauses=CARD_VALUE_CLAUSES,
        card_value_watch=CARD_VALUE_WATCH,
        typed_events=TYPED_EVENTS,
        resolve_text=resolve_text,
        resolve_text_keys=frozenset({"target"}),
        card_fields=("name", "type", "cost", "text"),
        extra_fields={
            "ap": "int",
            "dp": "int",
            "gender": "str",
            "set_on": "str",
            "damage": "int",
            # a count (plain 「カウンター」) or a count per kind (``{湯気カウンター: 2}``), 1-5
            "counters": "int|counts",
            "rarity": "str",
            "beta": "bool",
            # 1.2.1: the basic set changed the β card's effect significantly (beta_cards_usable)
            "beta_changed": "bool",
            "reading": "str",
        },
        player_value_types={
            "hp": "int",
            "energy": "int",
            # 「このターンにナビゲーターをプレイした」: a count, or said as yes / no (true: 1)
            "navigator_played": "count_or_flag",
            "games_won": "int",
            "games_drawn": "int",
        },
        player_values={
            "hp": ("HP", "HP", ("1.4", "4.1.2")),
            "energy": ("エネルギー", "energy", ("3.2.2", "4.3.1")),
            "navigator_played": (
                "このターンにプレイしたナビゲーター",
                "navigator played this turn",
                ("3.4.1",),
            ),
            # a match (4−1−1): the games before this one, and the match's result after it
            "games_won": ("この試合で勝ったゲーム数", "games won in this match", ("4.1.1",)),
            "games_drawn": (
                "この試合の引き分けのゲーム数",
                "drawn games in this match",
                ("4.1.1",),
            ),
            "match": ("試合の結果（won / lost / drawn / on）", "the match's result", ("4.1.1",)),
        },
        # a game of a match (its record given) that has not ended: the match is on (4−1−1)
        player_value_defaults={"match": match.match_now},
    )
)

register_compiler("co", compile_ability, card_type=True)
register_card_check("co", other_names)
