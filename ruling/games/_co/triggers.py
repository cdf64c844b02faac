"""Abilities that trigger (4−3−6): 「『X』がアタックしたとき」 (3−4−5−2), 「『X』がディフェンスされたとき」
(3−4−5−6), 「『X』がクラッシュしたとき」 (4−3−11, when a card on the field crashed) and 「ターン開始時に」 (3−1). They resolve as soon as they trigger; several at once are
resolved in the order the turn player picks, whoever controls them (4−3−6, 3−1 rule 1), and a
triggered ability resolves even if its card has left the field (3−1 rule 2)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ruling import unsettled
from ruling.abilities import abilities_of
from ruling.choosing import choose_card
from ruling.core import Ctx
from ruling.games._co.basic import valid_target
from ruling.games._co.cardtext import gained_programs, programs, renamed_when_gained
from ruling.games._co.common import (
    Proc,
    controller,
    field_cards,
    label,
    names_card,
    set_on,
    spelt,
    view,
)
from ruling.games._co.play import LATER_STEPS, TARGET_WHO, count_use, run_ops, uses_so_far
from ruling.rules import Choose, Mark, Option, SetTurn, SetVar

ON_JA = {
    "attack": "アタックしたとき",
    "defended": "ディフェンスされたとき",
    "defend": "ディフェンスしたとき",
    # 「Xがディフェンスされなかったとき」: the defence declaration over with none declared
    "undefended": "ディフェンスされなかったとき",
    "crashed": "クラッシュしたとき",
    "left_field": "フィールドから離れたとき",
    "crashed_from_hand": "手札からクラッシュされたとき",
    # 「このカードがクラッシュしたとき」 of a card crashed off the field (the hand cut 3.7.3), read
    # as met there (co.unsettled own_crash_off_field, reading any_zone)
    "crashed_off_field": "クラッシュしたとき",
    "crashing": "キャラクターをクラッシュしたとき",
    "damaged": "ダメージを受けたとき",
    # a 「…がダメージを受けた直後 / とき」 ability whose effect reduces (increases) that damage
    # (``reduces_on_damage``): in the reduction window (4.3.10.2)
    "damage_window": "ダメージを受けたとき（ダメージ軽減のタイミング）",
    "dealt": "ダメージを与えたとき",
    "played": "プレイに成功したとき",
    "used": "特殊能力の使用に成功したとき",
    "cast": "プレイしたとき",
    "use": "特殊能力を使用したとき",
    "enter": "フィールドに出たとき",
    "turn_start": "ターン開始時",
    "untap_start": "アンタップフェイズ開始時",
    "untap_end": "アンタップフェイズ終了時",
    "draw_start": "ドローフェイズ開始時",
    "draw_end": "ドローフェイズ終了時",
    "main_start": "メインフェイズ開始時",
    "end_start": "エンドフェイズ開始時",
    "end_end": "エンドフェイズ終了時",
    "turn_end": "ターン終了時",
    "battle_end": "戦闘終了時",
    "battle_declared": "戦闘開始宣言を行ったとき",
    "hp_healed": "HPが回復したとき",
    "hp_lost": "HPが失われたとき",
}
ON_CLAUSE = {
    "attack": ("3.4.5.2",),
    "defended": ("3.4.5.6",),
    # the defence declaration (3.4.5.3) is the moment the defender defends
    "defend": ("3.4.5.3",),
    # 3.4.5.3 the defence declaration (none made), 3.4.5.4 「ディフェンスされなかった場合」
    "undefended": ("3.4.5.3", "3.4.5.4"),
    # 4.3.11: a crash negated is no crash, and 「クラッシュしたときに誘発する」 abilities do not trigger
    "crashed": ("4.3.11",),
    # 「…がフィールドから離れたとき」: met as the card leaves the field by any way (4.3.6), its
    # ability resolved though its card has left (3.1's 2))
    "left_field": ("4.3.6",),
    # a character crashed by the damage a character dealt it (4.3.9: 「DP以上のダメージを受けた場合、
    # クラッシュします」; 4.3.11 the crash, not negated)
    "crashing": ("4.3.9", "4.3.11"),
    # 4.2.4: 「手札にあるカードをクラッシュするとき…そのカードはすべてオーナーのダストボックスの一番
    # 上に置かれます」 — a hand card crashed (the hand cut 3.7.3, a cost, an effect); its own
    # 「手札からクラッシュされたとき」 triggers from the dustbox (4.3.6)
    "crashed_from_hand": ("4.2.4", "4.3.6"),
    # 4.2.4 「手札にあるカードをクラッシュするときなど、さまざまな状況でカードがクラッシュした
    # とき」 with 4.2.7 (「このカード」, a card off the field): the reading any_zone of
    # own_crash_off_field
    "crashed_off_field": ("4.2.4", "4.2.7", "4.3.6"),
    # 4.3.10: damage reduced to 0 is no damage dealt, and triggers nothing; the damage is
    # determined, then comes the moment right after it (4.3.10.4)
    "damaged": ("4.3.10", "4.3.10.4"),
    # 4.3.10.2: 「「ダメージを与えた(受けた)直後」「ダメージを与えた(受けた)とき」が条件の「ダメージを
    # 軽減(増加)するカード」」 — the damage being dealt, before it is determined
    "damage_window": ("4.3.10.2",),
    # 4.3.10: 「軽減してダメージが0になった場合、ダメージを与えたとは扱わなくなります。よって、
    # ダメージを与えたときに誘発する効果・特殊能力は誘発しません」: damage of more than 0 dealt
    "dealt": ("4.3.10",),
    # 4.3.2.6: 「解決し終わったとき…に「プレイに成功したときに〜」という効果・特殊能力は誘発します」
    "played": ("4.3.2.6",),
    # 4.3.3.6: 「解決し終わったとき「使用に成功したときに〜」という効果・特殊能力は誘発します」
    "used": ("4.3.3.6",),
    # 4.3.2.4: 「〜をプレイしたときに〜する」 abilities are handled at a play's step 4
    "cast": ("4.3.2.4",),
    # 4.3.3.4: 「「効果・特殊能力を使用したときに〜する」という誘発型の効果・特殊能力の処理を行います」
    # — at a use's step 4, once its cost is paid (4.3.3.3)
    "use": ("4.3.3.4",),
    # 3.4.2: a character played 「フィールドに出ます」, or put there directly by an effect
    "enter": ("3.4.2",),
    "turn_start": ("3.1",),
    # the step of the turn where 「<phase>開始時 / 終了時に〜」 abilities are carried out
    "untap_start": ("3.2.1",),
    "untap_end": ("3.2.3",),
    "draw_start": ("3.3.1",),
    "draw_end": ("3.3.3",),
    # 3.4: 「1)メインフェイズ開始」, the phase's first step
    "main_start": ("3.4",),
    "end_start": ("3.6.1",),
    "end_end": ("3.6.3",),
    "turn_end": ("3.7", "3.7.2"),
    # 3.4.5.5: 「「戦闘終了時」に効果や特殊能力が発揮…する場合はここで処理します」
    "battle_end": ("3.4.5.5",),
    # 3.4.5.1: the battle start declaration, made by the turn player (no interrupt to it; an
    # ability it triggers resolves at once, 4.3.6)
    "battle_declared": ("3.4.5.1",),
    # a player's HP changed (``basic.change_hp``): the ability triggers then (4.3.6, cited with
    # every trigger); the change's own clause is on the step that made it
    "hp_healed": (),
    "hp_lost": (),
}
# the events of a player's HP (``fire_hp``): the event's "uids" is the player whose HP changed
HP_EVENTS = ("hp_healed", "hp_lost")

# the events of a card that is not on the field when they happen (a hand card crashed, 4.2.4):
# its ability triggers off the field, with no card leaving it
OFF_FIELD_EVENTS = ("crashed_from_hand", "crashed_off_field")

# the example a timing's clause gives of the turn player's order among abilities that trigger
# there together: 3.1's 例 (「雷撃」 and 「女たらし」 at the turn's start, 「好きな方から」)
ORDER_EXAMPLE: dict[str, tuple[str, ...]] = {"turn_start": ("3.1#ex1",)}
# the abilities of a timing of the turn (every ``on`` but the events of cards)
EVENTS = (
    "attack",
    "undefended",
    "defend",
    "defended",
    "crashed",
    "left_field",
    "crashing",
    "damaged",
    "damage_window",
    "dealt",
    "played",
    "used",
    "cast",
    "use",
    "enter",
)


def _reduces(prog: Any) -> bool:
    """A 「…がダメージを受けた直後 / とき」 ability whose effect reduces (increases) the damage: a
    card of the reduction window (4.3.10.2), not of the moment after the damage (4.3.10.4)."""
    return prog.on == "damaged" and any(o.kind == "reduce" for o in prog.ops)


def own_crash(prog: Any) -> bool:
    """「このカード(『X』)がクラッシュしたとき」: an auto ability waiting for its own card's crash,
    with no zone it is crashed from named (``crashed_from_hand`` names the hand)."""
    return prog.kind == "auto" and prog.on == "crashed" and prog.whose == "this"


def _on_of(prog: Any) -> str | None:
    """The event an auto ability waits for: 「…ダメージを受けた直後」 that reduces the damage in
    the reduction window (``damage_window``, 4.3.10.2), any other as its trigger says."""
    return "damage_window" if _reduces(prog) else prog.on


def reduces_on_damage(ctx: Ctx, uid: str) -> bool:
    """Whether the character ``uid`` has (in force, 4.3.8 step 3) an ability that triggers on
    its damage and reduces it (``_reduces``): the reduction window opens for it (4.3.10.2)."""
    card = ctx.card(uid)
    if card is None or view(ctx, uid).lost_abilities:
        return False
    progs = [*programs(card), *gained_programs(view(ctx, uid).keywords)]
    if any(p.kind == "auto" and _reduces(p) and p.whose == "this" for p in progs):
        return True
    # 「セットされたキャラクターがダメージを受けたとき、…そのダメージを…」 on a card set on it
    # (4.2.11): the same window, for the damage of the card it is set on
    if any(
        p.kind == "auto" and _reduces(p) and p.whose == "host"
        for c in set_on(ctx, uid)
        if not view(ctx, c.uid).lost_abilities
        for p in programs(c)
    ):
        return True
    # 「(あなた / 相手の)キャラクターがダメージを受けたとき、そのダメージを…」 on any card on the
    # field: the same window, for the damage of a character of the player it names (4.3.10.2)
    taker = controller(ctx, uid) or card.owner
    return any(
        p.kind == "auto"
        and _reduces(p)
        and p.whose not in ("this", "host")
        and _relates(p.whose, controller(ctx, c.uid) or c.owner, taker)
        for c in field_cards(ctx)
        if not view(ctx, c.uid).lost_abilities
        for a in abilities_of("co", c)
        if a.supported and a.program is not None
        for p in (a.program, *a.program.also)
    )


TIMINGS = frozenset(ON_JA) - set(EVENTS)


def fire(
    ctx: Ctx,
    on: str,
    uids: list[str],
    cause: tuple[int, ...] = (),
    refs: dict[str, str] | None = None,
    to: str | None = None,
    mute: frozenset[str] = frozenset(),
) -> Proc:
    """The abilities ``on`` triggers — those of the cards ``uids`` that wait for their own
    event and, for an attack or a defence, those of any card on the field that wait for a
    character of their controller, of the opponent or of anyone (4.3.6: whoever controls them)
    — each triggering now, then resolved one by one in the order the turn player picks.
    ``to``: for damage dealt (``dealt``), what took it (``character`` / ``player``), read
    against what the trigger names (「キャラクターにダメージを与えたとき」). ``mute``: cards whose
    abilities of an unqualified timing do not trigger (``fire_timing``'s own-turn reading)."""
    yield from fire_together(ctx, [(on, uids)], cause, refs, to, mute)


# the events of damage dealt at once (``co.dealing``) whose abilities wait for all of it
DEFERRED = "co.deferred_triggers"
# held while those abilities resolve: the crash of 4.3.11 comes after the damage's 「直後」 (4.3.10)
DEALT_TRIGGERS = "co.dealt_triggers"


def fire_or_defer(
    ctx: Ctx, on: str, uids: list[str], cause: tuple[int, ...] = (), to: str | None = None
) -> Proc:
    """``fire`` — unless the damage is part of damage dealt at once (the exchange 3.4.5.4
    「お互いが同時に」, several characters at once): then the abilities it triggers wait for the
    rest of it, and trigger together with the others (4.3.6 「同時に誘発した…」) when it is all
    dealt (``end_dealing``)."""
    if not ctx.state.vars.get("co.dealing"):
        yield from fire(ctx, on, uids, cause, to=to)
        return
    pending = list(ctx.state.vars.get(DEFERRED) or [])
    pending.append([on, list(uids), list(cause), to])
    yield SetVar(key=DEFERRED, value=pending)


def end_dealing(ctx: Ctx, clauses: tuple[str, ...], ja: str, en: str) -> Proc:
    """Damage dealt at once is all dealt: the game's end is read again (4.1.2), and the abilities
    its damage triggered trigger together, resolved in the turn player's order (4.3.6) before the
    characters with damage of their DP crash (4.3.10: the damage's 「直後」 before 4.3.11)."""
    pending = list(ctx.state.vars.get(DEFERRED) or [])
    if pending:
        yield SetVar(key=DEALT_TRIGGERS, value=True)
        yield SetVar(key=DEFERRED, value=None)
    yield SetVar(key="co.dealing", value=None, clauses=clauses, ja=ja, en=en)
    if not pending:
        return
    if ctx.state.result is None:
        cause = tuple(dict.fromkeys(c for _on, _u, cs, _to in pending for c in cs))
        to = next((t for _on, _u, _cs, t in pending if t), None)
        yield from fire_together(
            ctx, [(on, list(u)) for on, u, _cs, _to in pending], cause, None, to
        )
    yield SetVar(key=DEALT_TRIGGERS, value=None)


def _wanted(prog: Any, on: str, to: str | None) -> bool:
    """For damage dealt: whether what took it is one the trigger names (none named: any)."""
    return on != "dealt" or not prog.kinds or to in prog.kinds


def _victim_wanted(ctx: Ctx, prog: Any, who: str, victims: list[str]) -> bool:
    """For a crash caused by a character (``crashing``): whether the character crashed is one
    the trigger names — the controller's / the opponent's / any (4.2.12, as it was controlled
    when it crashed: its owner's once in the dustbox, ``controller``'s fallback)."""
    victim = getattr(prog, "victim", None)
    if not victims or victim is None:
        return True
    ctl = ctx.state.vars.get(CRASHED_CONTROLLER) or {}
    return any(
        _relates(victim, who, ctl.get(u) or getattr(ctx.card(u), "owner", "")) for u in victims
    )


def _in_its_turn(ctx: Ctx, prog: Any, who: str) -> bool:
    """「あなたの / 相手のターン中に、…したとき」 (``Program.during``): whether the turn now is
    that of the card's controller ``who`` / of the opponent (4.3.6: the condition is met only
    then); True for a trigger of any turn."""
    during = getattr(prog, "during", None)
    return during is None or (during == "you") == (ctx.state.turn.player == who)


# the controllers of the characters crashed now, as they were on the field (a crashed card is
# in its owner's dustbox, 4.2.12): read by a 「…相手のキャラクターをクラッシュしたとき」
CRASHED_CONTROLLER = "co.crashed_controller"

# the causes of the crashes fired now, by card (``basic.crash_cause`` / ``basic.effect_cause``):
# read by a 「…の効果によって…クラッシュしたとき」 (``Program.crash_by``)
CRASH_CAUSE = "co.crash_cause"
# the causes that are a card's text: 4.3.11 「効果・特殊能力によりカードがクラッシュした場合」, and
# damage a text dealt (4.2.3's example: 〔駆逐〕's damage crashing is 「〔駆逐〕の効果によって」)
_BY_TEXT = ("effect", "damage")


def _cause_matches(prog: Any, who: str, cause: dict[str, Any]) -> bool:
    """Whether the crash's cause is the one ``prog`` (of ``who``'s card) names: a text of a card
    of those types, of the player named (4.2.12) / played by the player named (4.3.2)."""
    types, whose, played = prog.crash_by
    pl = cause.get("player")
    return (
        cause.get("how") in _BY_TEXT
        and cause.get("src_type") in types
        and pl is not None
        and (whose is None or _relates(whose, who, pl))
        and (played is None or _relates(played, who, pl))
    )


def _cause_wanted(ctx: Ctx, prog: Any, who: str, uids: list[str]) -> bool:
    """For a crash: whether a cause the trigger names is that of one of the cards (none named:
    any crash)."""
    if getattr(prog, "crash_by", None) is None:
        return True
    causes = ctx.state.vars.get(CRASH_CAUSE) or {}
    return any(_cause_matches(prog, who, causes.get(u) or {}) for u in uids)


def _cause_clauses(ctx: Ctx, prog: Any, uids: tuple[str, ...]) -> tuple[str, ...]:
    """The clauses that make the crash one by the text the trigger names (4.3.11, and 4.2.3 /
    4.3.9 for damage a text dealt, 4.3.9 for a DP at 0 read so)."""
    if getattr(prog, "crash_by", None) is None:
        return ()
    causes = ctx.state.vars.get(CRASH_CAUSE) or {}
    return tuple(
        dict.fromkeys(
            ("4.3.11", *(c for u in uids for c in (causes.get(u) or {}).get("clauses", ())))
        )
    )


def _cause_waiters(ctx: Ctx, crashed: list[str]) -> list[tuple[Any, str, Any]]:
    """The abilities 「…の効果によって…クラッシュしたとき」 that may wait for a crash now: of the
    cards on the field, and the cards crashed themselves (their own 「『X』が…」)."""
    out = []
    cards = [*field_cards(ctx), *(c for u in crashed if (c := ctx.card(u)) is not None)]
    for card in cards:
        if card.uid not in crashed and view(ctx, card.uid).lost_abilities:
            continue
        who = controller(ctx, card.uid) or card.owner
        for ab in abilities_of("co", card):
            if not ab.supported or ab.program is None:
                continue
            for prog in (ab.program, *ab.program.also):
                if prog.kind == "auto" and prog.on == "crashed" and prog.crash_by is not None:
                    if (prog.whose == "this") == (card.uid in crashed):
                        out.append((card, who, prog))
    return out


def _subject_of(ctx: Ctx, card: Any, who: str, prog: Any, u: str) -> bool:
    """Whether the crashed card ``u`` is one the trigger's subject names (this card; a character
    of its controller / of the opponent / any)."""
    c = ctx.card(u)
    if c is None or c.type != "character":
        return False
    return u == card.uid if prog.whose == "this" else _relates(prog.whose, who, c.owner)


def read_dp_zero_causes(
    ctx: Ctx, causes: dict[str, dict[str, Any]]
) -> Generator[Any, Any, dict[str, dict[str, Any]]]:
    """A character crashed by the rule at DP 0 (4.3.9) whose DP a card's text lowered: whether
    that crash is one 「by」 that text is not settled (``dp_zero_crash_cause``: 4.3.11 names the
    crash by damage and by an effect, 4.3.9 has the rule crash it, 「能力値への修正を受けるなど
    して」). Raised only where an ability waits for a crash by such a text: the reading
    ``by_the_effect`` makes the modifying card's text the cause."""
    out = dict(causes)
    waiting = _cause_waiters(ctx, list(causes))
    for u, cause in causes.items():
        if cause.get("how") != "dp_zero" or not cause.get("lowered"):
            continue
        hit = next(
            (
                low
                for card, who, prog in waiting
                if _subject_of(ctx, card, who, prog, u)
                for low in cause["lowered"]
                if _cause_matches(
                    prog, who, {"how": "effect", "src_type": low[1], "player": low[2]}
                )
            ),
            None,
        )
        if hit is None:
            continue
        c = ctx.card(u)
        by_it = yield from unsettled.holds(
            c.owner if c else ctx.state.turn.player, "co", "dp_zero_crash_cause", "by_the_effect"
        )
        if by_it:
            out[u] = {
                "how": "effect",
                "src": hit[0],
                "src_type": hit[1],
                "player": hit[2],
                "clauses": ("4.3.9", "4.3.11"),
            }
        else:
            out[u] = {**cause, "clauses": ("4.3.9", "4.3.11")}
    return out


_HOW_JA = {
    "battle": "戦闘のダメージによる",
    "dp_zero": "DPが0になったことによるルールの",
    "effect": "効果・特殊能力による",
    "damage": "効果のダメージによる",
}
_HOW_EN = {
    "battle": "by a battle's damage",
    "dp_zero": "the rule's own, at DP 0",
    "effect": "by a card's text",
    "damage": "by damage a text dealt",
}


def cause_untriggered(
    ctx: Ctx, crashed: list[str], steps: tuple[int, ...], causes: dict[str, dict[str, Any]]
) -> Proc:
    """A "no" has its reasons: an ability 「…の効果によって…クラッシュしたとき」 whose subject the
    crashed character is, not triggered — the crash's cause is not the text it names (4.3.11:
    the kinds of crash; 4.3.9 the rule's own at DP 0)."""
    for card, who, prog in _cause_waiters(ctx, crashed):
        if prog.whose == "this":
            continue
        for u in crashed:
            cause = causes.get(u) or {}
            if not _subject_of(ctx, card, who, prog, u) or _cause_matches(prog, who, cause):
                continue
            how = cause.get("how")
            src = ctx.card(cause["src"]) if cause.get("src") else None
            what_ja = f"{_HOW_JA.get(how, 'その他の')}クラッシュ" + (
                f"（{src.label}）" if src else ""
            )
            what_en = _HOW_EN.get(how, "of another kind") + (f" ({src.label})" if src else "")
            yield Mark(
                clauses=("4.3.11", *cause.get("clauses", ())),
                ja=f"{label(ctx, u)} のクラッシュは{what_ja}で、{card.label} の特殊能力が待つ"
                "クラッシュではないため、誘発しない",
                en=f"{label(ctx, u)}'s crash is {what_en}, not the one {card.label}'s ability "
                "waits for: it does not trigger",
                caused_by=steps,
                touches=(card.uid,),
            )
            break


def _subject_fits(ctx: Ctx, prog: Any, uids: list[str]) -> bool:
    """Whether a card of the event has the keywords the trigger describes its character by
    (``Program.subject_keywords``: 「「飛行」の特殊能力を持つキャラクターがアタックしたとき」), as in
    force now (3.4.5.7, 4.3.8 step 3), and a name holding the texts it names
    (``Program.subject_contains``, 4.2.8); True when it names none."""
    wanted = getattr(prog, "subject_keywords", ())
    named = getattr(prog, "subject_contains", ())
    if not wanted and not named:
        return True
    return any(
        (c := ctx.card(u)) is not None
        and all((kw in view(ctx, u).keywords) == has for kw, has in wanted)
        # 「名前に「X」を含むキャラクターが…したとき」: its card name holds X (4.2.8)
        and all(x in spelt(c.name) for x in named)
        for u in uids
    )


def _triggered(
    ctx: Ctx,
    on: str,
    uids: list[str],
    index: dict[int, int],
    to: str | None = None,
    mute: frozenset[str] = frozenset(),
) -> list[tuple[str, str, str, Any]]:
    """The abilities the event ``on`` of the cards ``uids`` triggers (``fire``)."""
    if on in HP_EVENTS:
        return _hp_triggered(ctx, on, uids[0], index)
    items: list[tuple[str, str, str, Any]] = []
    # 「…が…をクラッシュしたとき」 (``crashing``): the event's cards are the character that dealt
    # the damage, then the one it crashed — the event is the first's
    victims = uids[1:] if on == "crashing" else []
    uids = uids[:1] if on == "crashing" else uids
    for uid in uids:
        card = ctx.card(uid)
        if card is None:
            continue
        v = view(ctx, uid)
        who = controller(ctx, uid) or card.owner
        index.update({id(a.program): a.index for a in abilities_of("co", card)})
        # its printed abilities (none when taken away, 4.3.8 step 3), and the quoted ones it
        # gained and holds now (4.3.8 step 3, ``gained_programs``)
        for prog in [*([] if v.lost_abilities else programs(card)), *gained_programs(v.keywords)]:
            if prog.whose == "this" and _names_other(card, prog):
                continue  # 「『Y』のプレイに成功したとき」 on X: Y's play, not X's (4.2.10)
            if (
                prog.kind == "auto"
                and (_on_of(prog) == on or (on == "crashed_off_field" and own_crash(prog)))
                and (_whose_turn(ctx, prog, on, who) if prog.whose != "this" else uid not in mute)
                and _wanted(prog, on, to)
                and _victim_wanted(ctx, prog, who, victims)
                and _in_its_turn(ctx, prog, who)
                and (on != "crashed" or _cause_wanted(ctx, prog, who, uids))
                and _subject_fits(ctx, prog, [uid])
            ):
                items.append((uid, who, card.label, prog))
    if on == "crashed":
        # the cards set on a crashed character crashed with it (4.2.4): their 「セットされた
        # キャラクターがクラッシュしたとき」 triggers from the dustbox, as X's own 「『X』が
        # クラッシュしたとき」 does
        for pl in ctx.state.players:
            for card in ctx.zone(pl, "dustbox"):
                if not _set_on_crashed(ctx, card.uid, uids):
                    continue
                who = controller(ctx, card.uid) or card.owner
                index.update({id(a.program): a.index for a in abilities_of("co", card)})
                for prog in programs(card):
                    if prog.kind == "auto" and prog.on == on and prog.whose == "host":
                        items.append((card.uid, who, card.label, prog))
    if on in EVENTS:
        movers = [controller(ctx, u) or c.owner for u in uids if (c := ctx.card(u)) is not None]
        for pl in ctx.state.players:
            for card in field_cards(ctx, pl):
                if view(ctx, card.uid).lost_abilities:
                    continue
                who = controller(ctx, card.uid) or card.owner
                for ab, prog in (
                    (a, p)
                    for a in abilities_of("co", card)
                    if a.supported and a.program is not None
                    # a line's further abilities (``Program.also``: 「…。…したとき、…」)
                    for p in (a.program, *a.program.also)
                ):
                    # (a set card's reduction of its host's damage waits for the host's
                    # reduction window, ``_on_of``, as the card's own does; so does one of the
                    # damage of a player's characters, 「あなたのキャラクターがダメージを受けたとき、
                    # そのダメージを…軽減する」, 4.3.10.2)
                    waits = _on_of(prog) if prog.whose != "this" else prog.on
                    if prog.kind != "auto" or waits != on:
                        continue
                    if prog.whose == "host":
                        # 「セットされたキャラクターが…したとき」: the card this one is set on is
                        # the card of the event
                        if card.states.get("on") not in uids:
                            continue
                    elif prog.whose == "this" and _names_other(card, prog):
                        # 「『Y』のプレイに成功したとき」 on a card of another name: a play of a
                        # card named Y, by either player (4.2.10: 『Y』 is not this card)
                        if not any(
                            (c := ctx.card(u)) is not None and spelt(c.name) in _spelt_all(prog)
                            for u in uids
                        ):
                            continue
                    elif prog.whose == "this" or not any(
                        _relates(prog.whose, who, m) for m in movers
                    ):
                        continue
                    if on == "dealt":
                        if not _wanted(prog, on, to):
                            continue
                    elif on == "crashing":
                        if not _victim_wanted(ctx, prog, who, victims):
                            continue
                    elif on == "crashed" and not prog.kinds and prog.whose != "host":
                        # 「(あなたの / 相手の)キャラクターがクラッシュしたとき」: a character's
                        # crash — not that of a card set on it that crashed along (4.2.4)
                        if not any(
                            (c := ctx.card(u)) is not None and c.type == "character" for u in uids
                        ):
                            continue
                    elif prog.kinds and not any(
                        (c := ctx.card(u)) is not None and c.type in prog.kinds for u in uids
                    ):
                        continue  # 「スペルカードのプレイに成功したとき」: a play of another type
                    if not _in_its_turn(ctx, prog, who):
                        continue
                    if prog.whose not in ("this", "host") and not _subject_fits(ctx, prog, uids):
                        continue  # 「「飛行」…を持つキャラクターが…したとき」: one without it
                    if on == "crashed" and not _cause_wanted(ctx, prog, who, uids):
                        continue  # 「…の効果によって…クラッシュしたとき」: another cause
                    index[id(prog)] = ab.index
                    items.append((card.uid, who, card.label, prog))
    return items


def _hp_triggered(
    ctx: Ctx, on: str, player: str, index: dict[int, int]
) -> list[tuple[str, str, str, Any]]:
    """The abilities a change of ``player``'s HP triggers (``HP_EVENTS``): those of the cards on
    either field (4.3.6: whoever controls them) waiting for the HP of that player — 「あなたの
    HP」 their controller's, 「相手のHP」 the other's (``Program.whose``)."""
    items: list[tuple[str, str, str, Any]] = []
    for pl in ctx.state.players:
        for card in field_cards(ctx, pl):
            if view(ctx, card.uid).lost_abilities:
                continue
            who = controller(ctx, card.uid) or card.owner
            for ab in abilities_of("co", card):
                if not ab.supported or ab.program is None:
                    continue
                for prog in (ab.program, *ab.program.also):
                    if prog.kind != "auto" or prog.on != on:
                        continue
                    if not _relates(prog.whose, who, player) or not _in_its_turn(ctx, prog, who):
                        continue
                    index[id(prog)] = ab.index
                    items.append((card.uid, who, card.label, prog))
    return items


def fire_hp(ctx: Ctx, player: str, delta: int, cause: tuple[int, ...]) -> Proc:
    """``player``'s HP rose (``delta`` > 0) or fell: the abilities waiting for it trigger
    (``hp_healed`` / ``hp_lost``, 4.3.6) — unless the game ended with it (4.1.2: at once, before
    anything resolves). Nothing is done when no card waits for it."""
    on = "hp_healed" if delta > 0 else "hp_lost"
    if delta == 0 or ctx.state.result is not None or not _hp_triggered(ctx, on, player, {}):
        return
    if (yield from _ended_between(ctx)):
        return
    yield from fire_or_defer(ctx, on, [player], cause)


def _left_together(
    ctx: Ctx, uids: list[str], index: dict[int, int]
) -> list[tuple[str, str, str, Any]]:
    """The abilities 「(あなたの / 相手の)キャラクターがクラッシュしたとき」 of cards that crashed
    in the same decision as the cards ``uids`` (one of them, now in the dustbox): whether they
    trigger is the point ``crash_trigger_left_together`` (the engine's reading: they do not,
    gone with the others)."""
    movers = [controller(ctx, u) or c.owner for u in uids if (c := ctx.card(u)) is not None]
    items = []
    for uid in uids:
        card = ctx.card(uid)
        w = ctx.where(uid)
        if card is None or w is None or w[1] != "dustbox":
            continue
        who = controller(ctx, uid) or card.owner
        for ab in abilities_of("co", card):
            prog = ab.program
            if not ab.supported or prog is None or prog.kind != "auto" or prog.on != "crashed":
                continue
            if prog.whose in ("this", "host") or not any(
                _relates(prog.whose, who, m) for m in movers
            ):
                continue
            if not _subject_fits(ctx, prog, uids):
                continue  # 「名前に「X」を含むキャラクターが…」: none of them is named so (4.2.8)
            index[id(prog)] = ab.index
            items.append((uid, who, card.label, prog))
    return items


def _spelt_all(prog: Any) -> set[str]:
    return {spelt(n) for n in getattr(prog, "names", ())}


def _names_other(card: Any, prog: Any) -> bool:
    """Whether ``prog`` of ``card`` waits for the event of a card named otherwise than ``card``
    (「『Y』のプレイに成功したとき」 printed on X): 4.2.10 reads 『X』 in X's own text as X."""
    names = _spelt_all(prog)
    return bool(names) and not any(names_card(n, card) for n in names)


def _same_name_untriggered(
    ctx: Ctx, events: list[tuple[str, list[str]]], cause: tuple[int, ...]
) -> Proc:
    """A "no" has its reasons: a card on the field of the same name as a card of the event,
    whose 「『X』が…したとき」 names its own name, is not triggered by the other card's event —
    4.2.10 「そのカードそのものであることを意味します。同名の別カードを指しません」."""
    from ruling.games._co.common import _names_itself

    for on, uids in events:
        if on not in EVENTS:
            continue
        names = {c.name for u in uids if (c := ctx.card(u)) is not None and c.name}
        for pl in ctx.state.players:
            for card in field_cards(ctx, pl):
                if card.uid in uids or card.name not in names or view(ctx, card.uid).lost_abilities:
                    continue
                if any(
                    p.kind == "auto" and p.on == on and p.whose == "this"
                    for p in _names_itself(card)
                ):
                    yield Mark(
                        clauses=("4.2.10",),
                        ja=f"{card.label} の「『{card.name}』が{ON_JA[on]}」は {card.label} 自身を"
                        "指し、同名の別カードの事象では誘発しない",
                        en=f"{card.label}'s 「『{card.name}』 {on}」 names that card itself, not "
                        "another card of the same name: it does not trigger",
                        caused_by=cause,
                        watch=(card.uid,),
                        tag="not_triggered",
                        data={"source": card.uid},
                    )


def _names_own_trigger(card: Any, prog: Any) -> bool:
    """Whether ``prog``, a triggered ability of ``card``, waits for an event of ``card`` named by
    its own name (「『X』が…したとき」 printed on X, ``common._names_itself``): 4.2.10 reads the
    name as the card itself."""
    from ruling.games._co.common import _names_itself

    return (
        card is not None and getattr(prog, "whose", None) == "this" and prog in _names_itself(card)
    )


# the events that are each card's own when several cards meet them at once: 4.3.11's crash is
# each card's (「効果・特殊能力によりカードがクラッシュした場合」), and 4.3.6 「特定条件を満たした段階で
# 効果を発揮し」 — a 「(あなたの)キャラクターがクラッシュしたとき」 meets its condition once for each
# character crashed, and triggers that often (the triggers then resolve one by one, 4.3.6); the
# same for cards put onto the field at once (3.4.2 「直接フィールドに出た」): a 「(あなたがコントロー
# ルしている)キャラクターがフィールドに出たとき」 meets its condition once for each character
PER_CARD_EVENTS = ("crashed", "enter")


def _each_card(on: str, uids: list[str]) -> list[list[str]]:
    """The event ``on`` of the cards ``uids`` as the events that trigger abilities: one per card
    for ``PER_CARD_EVENTS``, else the one event."""
    if on in PER_CARD_EVENTS and len(uids) > 1:
        return [[u] for u in uids]
    return [uids]


def would_trigger(ctx: Ctx, on: str, uids: list[str]) -> bool:
    """Whether the event ``on`` of the cards ``uids`` triggers any ability now (``fire``'s
    reading, nothing done)."""
    index: dict[int, int] = {}
    return any(_triggered(ctx, on, part, index) for part in _each_card(on, uids))


def fire_together(
    ctx: Ctx,
    events: list[tuple[str, list[str]]],
    cause: tuple[int, ...] = (),
    refs: dict[str, str] | None = None,
    to: str | None = None,
    mute: frozenset[str] = frozenset(),
) -> Proc:
    """The abilities several events of one moment trigger (a defence declared: the attacker's
    「ディフェンスされたとき」 and the defender's 「ディフェンスしたとき」), each triggering now,
    then all resolved one by one in the order the turn player picks (4.3.6: 「同時に誘発した
    効果・特殊能力は…そのターンを進めているプレイヤーが…決定する」)."""
    index: dict[int, int] = {}  # id(prog) -> its position among the card's abilities
    batch: list[tuple[str, list[str], tuple[str, str, str, Any]]] = [
        (on, part, item)
        for on, uids in events
        for part in _each_card(on, uids)
        for item in _triggered(ctx, on, part, index, to, mute)
    ]
    together = [
        (on, uids, item)
        for on, uids in events
        if on == "crashed"
        for item in _left_together(ctx, uids, index)
    ]
    if together and (
        yield from unsettled.holds(
            ctx.state.turn.player, "co", "crash_trigger_left_together", "sees_them"
        )
    ):
        batch += together
    # 「…「飛行」の特殊能力を持つキャラクターにディフェンスされたとき」: only when the character that
    # defended has it, as in force (3.4.5.7, 4.3.8)
    defender = (refs or {}).get("defender")
    batch = [
        b
        for b in batch
        if not getattr(b[2][3], "by_keywords", ())
        or (
            b[0] == "defended"
            and defender is not None
            and set(b[2][3].by_keywords) <= view(ctx, defender).keywords
        )
    ]
    items = [(*item, on, tuple(uids)) for on, uids, item in batch]
    for item in [i for i in items if _spent(ctx, i[0], i[3], index)]:
        # 「この特殊能力は1ターン / 1ゲームにN回しか解決しない」: spent, it does not resolve
        # again in that period (the text over 4.3.6, 4.2.9)
        items.remove(item)
        yield _spent_mark(ctx, item[2], item[3], cause)
    yield from _same_name_untriggered(ctx, events, cause)
    tp = ctx.state.turn.player
    order = (
        ("4.3.6",)
        + tuple(c for on, _ in events if on in TIMINGS for c in ON_CLAUSE[on])
        + tuple(c for on, _ in events if on in TIMINGS for c in ORDER_EXAMPLE.get(on, ()))
    )
    # the clauses that make each crash one by the text a trigger names, read as it triggers
    # (a crash while another resolves sets its own causes)
    by_cause = {
        (i[0], id(i[3]), i[5]): _cause_clauses(ctx, i[3], i[5]) for i in items if i[4] == "crashed"
    }
    # each triggers at this moment (what ends the game before it resolves does not undo that)
    for uid, _who, name, prog, on, _uids in items:
        host = ctx.card(uid)
        # a quoted ability gained whose 『X』 is the giving card's name: read as the gaining
        # card's (4.2.10 「カード名の表記は特殊能力を得たカードのカード名と置き換えます」)
        renamed = host is not None and any(n != host.name for n in renamed_when_gained(prog))
        # 「『X』が…したとき」 printed on X: its own name read as the card itself (4.2.10
        # 「通常は、そのカードそのものであることを意味します」)
        own = _names_own_trigger(host, prog)
        # a card controlled by another player than its owner: its ability is its controller's
        # (「あなた」 is the controller, 4.2.12 — the term defined at 4.2.12#li1)
        ctl = _controlled_by_other(ctx, uid, controller(ctx, uid))
        yield Mark(
            clauses=(
                *ON_CLAUSE[on],
                "4.3.6",
                *(("4.2.10",) if renamed or own else ()),
                *(("4.2.12", "4.2.12#li1") if ctl else ()),
                *by_cause.get((uid, id(prog), _uids), ()),
            ),
            ja=f"{name} の「{ON_JA[on]}」の特殊能力が誘発する",
            en=f"{name}'s 「{on}」 ability triggers",
            caused_by=cause,
            watch=(uid,),
            tag="triggered",
            data={"uid": uid, "index": index.get(id(prog))},
        )
    # the cards on the field as their abilities triggered: one gone by the time its ability
    # resolves left after it triggered
    on_field = {
        i[0]
        for i in items
        if ctx.where(i[0]) is not None and ctx.where(i[0])[1] == "field"  # type: ignore[index]
    }
    # 3−4−5−5 / 3−6−3 resolve what comes at their moment 「原則として同時に」, 4−3−6 one by one in
    # the turn player's order: with several triggered there, both readings run (the audit's
    # battle_end_simultaneous / end_phase_end_simultaneous; the engine's: in order). At once,
    # the game's end and the crashes are read when all are resolved (``AT_ONCE``)
    at_once_point = next((_AT_ONCE[on] for on, _u in events if on in _AT_ONCE), None)
    at_once = False
    if at_once_point is not None and len(items) > 1 and ctx.state.result is None:
        at_once = yield unsettled.choose(
            tp, "co", at_once_point, {"in_order": False, "simultaneous": True}
        )
        if at_once:
            yield SetVar(key=AT_ONCE, value=True)
    resolved = False
    while items:
        if resolved and not at_once and (yield from _ended_between(ctx)):
            # 4.1.2: the game ends as soon as a condition is met — the abilities still to
            # resolve (4.3.6, one by one) never do
            return
        resolved = True
        chose = len(items) > 1 and not at_once
        if chose:
            pick = yield Choose(
                tp,
                "trigger_order",
                "同時に誘発した効果・特殊能力から、先に解決するものを選ぶ",
                "choose which of the abilities that triggered together resolves first",
                tuple(
                    Option(f"{i[0]}", i[2], i[2], i, sig=(i[2], i[3]), aliases=(i[2],))
                    for i in items
                ),
                order,
            )
        else:
            pick = items[0]
        items.remove(pick)
        uid, who, name, prog, on, uids = pick
        if getattr(prog, "per_turn", None) is not None:
            if _spent(ctx, uid, prog, index):
                # triggered together more often than its limit allows: the rest do not resolve
                yield _spent_mark(ctx, name, prog, cause)
                continue
            yield count_use(ctx, uid, index.get(id(prog)), prog.use_period, name, "解決")
        gone = ctx.where(uid) is None or ctx.where(uid)[1] != "field"  # type: ignore[index]
        if on in OFF_FIELD_EVENTS:
            gone = False  # an event of a card off the field: it left no field (3.1's 2) unread)
        where = ctx.where(uid)
        if gone and where is not None and where[1] == "broken":
            # its card broken before it resolved (or by the break that triggered it: 「…が
            # フィールドから離れたとき」): 3.1's 2) has it resolve though its card left the
            # field, 4.2.5 treats a broken card as 「存在しないカード」 for the rest of the game —
            # the audit's broken_card_pending_trigger, both readings run (the engine's: 3.1's,
            # it resolves)
            resolves = yield unsettled.choose(
                tp,
                "co",
                "broken_card_pending_trigger",
                {"resolves": True, "not_resolved": False},
            )
            if not resolves:
                yield Mark(
                    clauses=("4.2.5", *ON_CLAUSE[on], "4.3.6"),
                    ja=f"{name} はブレイクされ「存在しないカード」として扱われるため、その"
                    f"「{ON_JA[on]}」の特殊能力は解決しない",
                    en=f"{name} is broken, a card treated as not existing: its 「{on}」 ability "
                    "does not resolve",
                    caused_by=cause,
                    watch=(uid,),
                )
                continue
        if gone and on != "turn_start" and uid in on_field:
            # its card left the field after it triggered (an ability resolved before it crashed
            # it): 3.1's 2) 「…フィールドから離れても、誘発された効果・特殊能力は解決する」 is
            # written for the turn's start only, 4.3.6 gives only the order — the audit's
            # trigger_source_left, both readings run (the engine's: it resolves)
            resolves = yield unsettled.choose(
                tp, "co", "trigger_source_left", {"resolves": True, "not_resolved": False}
            )
            if not resolves:
                yield Mark(
                    clauses=(*ON_CLAUSE[on], "4.3.6", "3.1"),
                    ja=f"{name} の「{ON_JA[on]}」の特殊能力は、カードがフィールドを離れたため解決しない",
                    en=f"{name}'s 「{on}」 ability does not resolve: its card left the field",
                    caused_by=cause,
                    watch=(uid,),
                )
                continue
        # 4.3.6 resolves it 「特定条件を満たした段階で」; met while a text is carried out with a
        # step still to come (4.3.2.6 「順に処理」; 4.3.4 lets only a play or a use cut in), it
        # cutting in at once is the engine's reading: noted where a ruling rests on it
        mid = ctx.state.vars.get(LATER_STEPS)
        # 3−6−3 resolves what comes at 「エンドフェイズ終了時」 「原則として同時に」; one by one in
        # the turn player's order (4−3−6) is the engine's reading: noted where the order was
        # chosen among several (the audit's end_phase_end_simultaneous)
        # 3−4−5−5 says the same of 「戦闘終了時」 (the audit's battle_end_simultaneous)
        together = False  # the point is a reading choice point above
        m = yield Mark(
            note=(
                unsettled.note("co", "trigger_during_resolution")
                if mid
                else unsettled.note("co", _AT_ONCE[on])
                if together
                else None
            ),
            clauses=(
                *ON_CLAUSE[on],
                "4.3.6",
                *(order if chose else ()),
                *(("3.1",) if gone else ()),
                # its own name in its trigger read as the card itself (4.2.10)
                *(("4.2.10",) if _names_own_trigger(ctx.card(uid), prog) else ()),
                # resolved for its controller, not its owner (4.2.12, 4.2.12#li1)
                *(("4.2.12", "4.2.12#li1") if _controlled_by_other(ctx, uid, who) else ()),
                # a crash by the text it names (4.3.11; 4.2.3 damage a text dealt)
                *by_cause.get((uid, id(prog), uids), ()),
            ),
            ja=f"{name} の「{ON_JA[on]}」の特殊能力が誘発し、解決する"
            + ("（カードはフィールドを離れたが、誘発したものは解決する）" if gone else ""),
            en=f"{name}'s 「{on}」 ability triggers and resolves"
            + (" (its card left the field; what triggered still resolves)" if gone else ""),
            caused_by=cause,
            watch=(uid,),
            tag="resolved",
            data={"uid": uid},
        )
        # 「そのキャラクター」: the card the event is about (one card: an attack, a defence …)
        subject = {"subject": uids[0]} if on in EVENTS and len(uids) == 1 else {}
        if getattr(prog, "undefended", False) and on == "attack":
            # 「…アタックしたとき、ディフェンスされなかった場合、…」: read once the defence
            # declaration is over (3.4.5.4's words, the engine's reading) or now (4.3.6: not
            # defended yet) — the audit's undefended_attack_trigger
            later = yield unsettled.choose(
                tp, "co", "undefended_attack_trigger", {"after_defence": True, "at_attack": False}
            )
            if later:
                pending = list(ctx.state.vars.get(UNDEFENDED) or [])
                pending.append([uid, index.get(id(prog)), who])
                yield SetVar(
                    key=UNDEFENDED,
                    value=pending,
                    caused_by=(m,),
                    clauses=("3.4.5.3", "3.4.5.4"),
                    ja=f"{name} の特殊能力は「ディフェンスされなかった場合」を、ディフェンス宣言の後に読む",
                    en=f"{name}'s ability reads 「if it was not defended」 after the defence "
                    "declaration",
                )
                continue
        if getattr(prog, "reads_defence", False):
            # 「『X』がアタックしたとき、…ディフェンスしたキャラクター…」: resolved once the defence
            # declaration is over (the engine's reading) or now, before anyone has defended
            # (3.4.5.2, 4.3.6) — the audit's defender_in_attack_trigger
            later = yield unsettled.choose(
                tp, "co", "defender_in_attack_trigger", {"after_defence": True, "at_attack": False}
            )
            if later:
                pending = list(ctx.state.vars.get(UNDEFENDED) or [])
                pending.append([uid, index.get(id(prog)), who, {**(refs or {}), **subject}])
                yield SetVar(
                    key=UNDEFENDED,
                    value=pending,
                    caused_by=(m,),
                    clauses=("3.4.5.3",),
                    ja=f"{name} の特殊能力は、ディフェンス宣言の後に「ディフェンスしたキャラクター」を読んで解決する",
                    en=f"{name}'s ability resolves after the defence declaration, reading "
                    "「the character that defended」 then",
                )
                continue
            yield Mark(
                caused_by=(m,),
                clauses=("3.4.5.2", "4.3.6"),
                ja=f"{name} の特殊能力はアタック宣言の段階で解決する: まだディフェンスしたキャラクターはいない",
                en=f"{name}'s ability resolves at the attack declaration: no character has "
                "defended yet",
            )
        now = controller(ctx, uid)
        if not gone and now is not None and now != who:
            # its card changed control after it triggered (an ability resolved before it took
            # the card): whose ability it is now, 「あなた」, no clause says — the controller
            # when it triggered (3.4.5.6 treats the change as leaving the field, and what
            # triggered resolves, 3.1) or the controller now (4.2.12): the audit's
            # trigger_controller_changed, both readings run (the engine's: as it triggered)
            if (
                yield unsettled.choose(
                    tp,
                    "co",
                    "trigger_controller_changed",
                    {"as_triggered": False, "at_resolution": True},
                )
            ):
                who = now
        tkind = prog.targets
        target: str | None = None
        if tkind is not None:
            target = yield from _trigger_target(ctx, prog, who, name, (m,))
            if target is None:
                if not (yield from _without_target(ctx, prog, name, (m,))):
                    continue
                # the steps on the target are ignored (run without one), the others done
                tkind = None
        yield from run_ops(
            ctx,
            uid,
            ctx.card(uid).type if ctx.card(uid) else None,
            prog.ops,
            who,
            tkind,
            target,
            (m,),
            {**(refs or {}), **subject},
        )  # type: ignore[union-attr]
    if at_once:
        yield SetVar(
            key=AT_ONCE,
            value=None,
            clauses=(*(c for on, _u in events if on in _AT_ONCE for c in ON_CLAUSE[on]),),
            ja="同時に解決した効果・特殊能力がすべて解決した",
            en="the abilities resolved at once are all resolved",
        )


# set while abilities of such a moment are resolved at once (the simultaneous reading): the
# game's end (4.1.2) and the crashes are read once all of them are resolved
AT_ONCE = "co.at_once"

# the moments whose clause resolves what comes there 「原則として同時に」 (3−6−3, 3−4−5−5), against
# 4−3−6's one by one in the turn player's order: the audit's point of each
_AT_ONCE = {"end_end": "end_phase_end_simultaneous", "battle_end": "battle_end_simultaneous"}


def _spent(ctx: Ctx, uid: str, prog: Any, index: dict[int, int]) -> bool:
    """Whether an ability that triggers has resolved as often as its limit allows in its period
    (「この特殊能力は1ターンにN回しか解決しない」, ``Program.per_turn`` / ``use_period``)."""
    cap = getattr(prog, "per_turn", None)
    return cap is not None and uses_so_far(ctx, uid, index.get(id(prog)), prog.use_period) >= cap


def _spent_mark(ctx: Ctx, name: str, prog: Any, cause: tuple[int, ...]) -> Mark:
    period = "このゲーム中" if prog.use_period == "game" else "このターン"
    return Mark(
        clauses=("4.2.9", "4.3.6"),
        ja=f"{name} の特殊能力は{period}すでに{prog.per_turn}回解決しているため、解決しない",
        en=f"{name}'s ability has resolved {prog.per_turn} time(s) "
        f"{'this game' if prog.use_period == 'game' else 'this turn'} already: it does not "
        "resolve",
        caused_by=cause,
    )


# the attack triggers waiting for the defence declaration (「ディフェンスされなかった場合」):
# [card, its ability's index, its controller] each
UNDEFENDED = "co.undefended"


def undefended_after_defence(ctx: Ctx, defender: str | None, cause: tuple[int, ...] = ()) -> Proc:
    """3.4.5.4 「アタックしたキャラクターがディフェンスされなかった場合」: the attack triggers that
    waited for the defence declaration (``UNDEFENDED``) are done now when no defence was
    declared, each in order; a defence declared: read, not met, nothing done."""
    pending = list(ctx.state.vars.get(UNDEFENDED) or [])
    if not pending:
        return
    yield SetVar(key=UNDEFENDED, value=None)
    for uid, idx, who, *kept in pending:
        card = ctx.card(uid)
        abs_ = abilities_of("co", card) if card is not None else ()
        prog = next((a.program for a in abs_ if a.index == idx), None)
        name = card.label if card is not None else uid
        if prog is None:
            continue
        if kept:
            # an attack trigger naming the defender (``defender_in_attack_trigger``): done now,
            # about the character that defended — none declared, the steps about it do nothing
            m = yield Mark(
                caused_by=cause,
                clauses=("3.4.5.3",),
                ja=f"ディフェンス宣言の後、{name} の特殊能力を解決する（ディフェンスしたキャラクター: "
                + (label(ctx, defender) if defender else "なし")
                + "）",
                en=f"after the defence declaration, {name}'s ability resolves (the defender: "
                + (defender or "none")
                + ")",
                watch=(defender,) if defender else (),
            )
            refs = {**kept[0], "defender": defender or ""}
            yield from run_ops(
                ctx,
                uid,
                card.type if card is not None else None,
                prog.ops,
                who,
                None,
                None,
                (m,),
                refs,
            )
            continue
        if defender is not None:
            yield Mark(
                caused_by=cause,
                clauses=("3.4.5.4", "3.4.5.3"),
                ja=f"ディフェンスされたため、{name} の「ディフェンスされなかった場合」は満たされない",
                en=f"the attack was defended: {name}'s 「if it was not defended」 is not met",
                watch=(defender,),
                touches=tuple(_touched(prog, who, ctx)),
            )
            continue
        m = yield Mark(
            caused_by=cause,
            clauses=("3.4.5.4", "3.4.5.3"),
            ja=f"ディフェンスされなかったため、{name} の特殊能力を行う",
            en=f"the attack was not defended: {name}'s ability is done",
        )
        yield from run_ops(
            ctx,
            uid,
            card.type if card is not None else None,
            prog.ops,
            who,
            None,
            None,
            (m,),
            {},
        )


def undefended_event(
    ctx: Ctx, attacker: str, defender: str | None, cause: tuple[int, ...] = ()
) -> Proc:
    """「Xがディフェンスされなかったとき」 (``on`` undefended): the defence declaration is over
    with none declared (3.4.5.3) — the attack is undefended (3.4.5.4) and those abilities
    trigger now (4.3.6). A defence declared stays made even if the defender has left the field
    since (3.4.5.6 「ディフェンスは成立したまま」): none triggers, and the ruling says why."""
    if defender is None:
        yield from fire(ctx, "undefended", [attacker], cause, {"attacker": attacker})
        return
    waiting = _triggered(ctx, "undefended", [attacker], {})
    left = ctx.where(defender) is None or ctx.where(defender)[1] != "field"  # type: ignore[index]
    for uid, who, name, prog in waiting:
        yield Mark(
            caused_by=cause,
            clauses=("3.4.5.3", "3.4.5.4", *(("3.4.5.6",) if left else ())),
            ja=f"ディフェンス宣言が行われたため、{name} の「ディフェンスされなかったとき」は誘発しない"
            + (
                "（ディフェンスしたキャラクターはフィールドを離れたが、ディフェンスは成立したまま）"
                if left
                else ""
            ),
            en=f"a defence was declared: {name}'s 「when not defended」 does not trigger"
            + (" (the defender left the field, but the defence stands)" if left else ""),
            watch=(defender,),
            # what its steps would have changed: the "no" is about those
            touches=tuple(_touched(prog, who, ctx)),
            tag="not_triggered",
            data={"source": uid},
        )


def _touched(prog: Any, who: str, ctx: Ctx) -> list[str]:
    """What an ability's steps would change, for a step that decided they are not done."""
    opp = ctx.state.opponent(who)
    out: list[str] = []
    for op in prog.ops:
        if op.kind == "draw":
            out += [f"{opp if op.who == 'opponent_player' else who}.hand"]
        elif op.kind in ("damage", "heal") and op.who in ("you", "opponent_player"):
            out += [f"var:hp.{opp if op.who == 'opponent_player' else who}"]
    return out


def _trigger_target(
    ctx: Ctx, prog: Any, who: str, name: str, cause: tuple[int, ...]
) -> Generator[Any, Any, str | None]:
    """「対象の〜」 in a triggered ability: the target is taken when it is used (4.2.13
    「プレイ・使用時に「対象を取る」」), and a triggered ability is used as it resolves, at the
    moment its condition is met (4.3.6 「特定条件を満たした段階で効果を発揮し、その解決を行い
    ます」): its controller chooses one among the proper targets then. None proper: it cannot be
    used (4.2.13 「適切な対象を取ることができないのであれば…使用することはできません」):
    returns None (the caller says what follows, ``_without_target``)."""
    tkind = prog.targets
    if tkind == "player":
        pool_players = [p for p in ctx.state.players if valid_target(ctx, "player", p)]
        if not pool_players:
            return None
        if len(pool_players) == 1:
            return pool_players[0]
        pick = yield Choose(
            who,
            "choose_target",
            f"{name}: 対象のプレイヤーを選ぶ",
            f"{name}: choose the target player",
            tuple(Option(p, p, p, p) for p in pool_players),
            ("4.2.13", "4.3.6"),
            # addressed ``at: target`` too (as mc names its target choice)
            also=("target",),
        )
        return str(pick)
    # a target card in a dustbox (「ダストボックスにある…を対象とする」) among the dustboxes' cards
    among = (
        [c for p in ctx.state.players for c in ctx.zone(p, "dustbox")]
        if tkind == "dust_card"
        else field_cards(ctx)
    )
    pool = [
        c
        for c in among
        if valid_target(
            ctx,
            tkind,
            c.uid,
            prog.target_gender,
            prog.target_type,
            prog.target_keyword,
            state=prog.target_state,
            owner=prog.target_owner,
            player=who,
        )
    ]
    if not pool:
        return None
    return (
        yield choose_card(
            who,
            pool,
            "choose_target",
            f"{name}: 対象を選ぶ",
            f"{name}: choose its target",
            ("4.2.13", "4.3.6"),
            also=("choose_character", "target"),
        )
    )


def _without_target(
    ctx: Ctx, prog: Any, name: str, cause: tuple[int, ...]
) -> Generator[Any, Any, bool]:
    """A triggered ability with 「対象の〜」 and no proper target when its condition is met: not
    used, nothing of it happening (4.2.13) — said. Where it has a step that needs no target
    (one done on another subject: 「そのあと、あなたは山札からカードを1枚引く」), whether that step
    is still carried out the text does not settle (4.2.13 speaks of a play or use; a triggered
    ability resolves when its condition is met, 4.3.6, and 4.3.2.6 ignores only the part that
    needs a target): the audit's ``trigger_without_target_rest``, both readings run (the
    engine's: not used). True: the steps that need no target are carried out."""
    rest = [op for op in prog.ops if op.who not in TARGET_WHO and op.who != "target_char2"]
    if rest and (
        yield from unsettled.holds(
            ctx.state.turn.player, "co", "trigger_without_target_rest", "part_ignored"
        )
    ):
        yield Mark(
            caused_by=cause,
            clauses=("4.3.6", "4.3.2.6"),
            ja=f"{name} の特殊能力は適切な対象を取れないが、誘発したものとして解決する: 対象を"
            "必要とする部分は無視され、残りは解決される",
            en=f"{name}'s ability has no proper target but resolves as triggered: the part "
            "that needs the target is ignored, the rest is carried out",
        )
        return True
    yield _no_target(name, cause)
    return False


def _no_target(name: str, cause: tuple[int, ...]) -> Mark:
    return Mark(
        caused_by=cause,
        clauses=("4.2.13", "4.3.6"),
        ja=f"{name} の特殊能力は適切な対象を取れないため使用できず、何も起こらない",
        en=f"{name}'s ability cannot take a proper target: it cannot be used, nothing happens",
        touches=(),
    )


def _set_on_crashed(ctx: Ctx, uid: str, uids: list[str]) -> bool:
    """「セットされたキャラクターがクラッシュしたとき」 of a card that crashed with that character
    (4.2.4: a card set on a crashing character crashes at the same time): it was set on one of
    the crashed cards ``uids`` and went to the dustbox with it — as a card's own 「『X』が
    クラッシュしたとき」 triggers though X is in the dustbox."""
    card = ctx.card(uid)
    host = card.states.get("on") if card is not None else None
    # the step that put it in the dustbox put its host there too (one move, 4.2.4 「まとめて」)
    return host in uids and ctx.step_of(uid) is not None and ctx.step_of(uid) == ctx.step_of(host)


def _whose_turn(ctx: Ctx, prog: Any, on: str, who: str) -> bool:
    """A timing of one player's turn (「あなたのターン開始時」 / 「相手のターン開始時」): whether the
    turn now is that of the card's controller ``who`` (``whose`` you) or of the opponent."""
    if on not in TIMINGS or prog.whose not in ("you", "opponent"):
        return False
    return (prog.whose == "you") == (ctx.state.turn.player == who)


def off_field_crash_untriggered(ctx: Ctx, crashed: dict[str, tuple[str, str]]) -> Proc:
    """A "no" has its reasons: character cards crashed from a zone other than the field
    (``crashed``: uid -> (the player whose zone, the zone), the hand cut 3.7.3, a discard) are
    「キャラクターカード」, not 「キャラクター」 (4.2.7: a card not on the field is called 「〜カード」);
    the abilities of the cards on the field that wait for 「(あなたの / 相手の)キャラクターがクラッシュ
    したとき」 find their condition unmet and do not trigger (4.3.6)."""
    cards = [
        (u, pl)
        for u, (pl, zone) in crashed.items()
        if zone != "field" and (c := ctx.card(u)) is not None and c.type == "character"
    ]
    if not cards:
        return
    for pl in ctx.state.order():
        for c in field_cards(ctx, pl):
            who = controller(ctx, c.uid) or c.owner
            waits = [
                p
                for p in programs(c)
                if p.kind == "auto"
                and p.on == "crashed"
                and p.whose not in ("this", "host")
                and any(_relates(p.whose, who, m) for _u, m in cards)
            ]
            if not waits:
                continue
            names = "、".join(label(ctx, u) for u, _m in cards)
            yield Mark(
                clauses=("4.2.7", "4.3.6"),
                ja=f"{names} はフィールドに出ていないキャラクターカードで、「キャラクター」ではない: "
                f"{c.label} の「キャラクターがクラッシュしたとき」の能力は誘発しない",
                en=f"{names}: a character card not on the field, not a 「character」 — "
                f"{c.label}'s 「when a character crashes」 ability does not trigger",
                # what its steps would have changed: the "no" is about those
                touches=tuple(t for p in waits for t in _touched(p, who, ctx)),
                tag="not_triggered",
                data={"source": c.uid},
            )


def not_played_untriggered(ctx: Ctx, uids: list[str], player: str, cause: tuple[int, ...]) -> Proc:
    """A "no" has its reasons: cards put onto the field by an effect are not played (4.3.2
    「…カードをフィールドに出す等の場合は、「カードをプレイ」したことにはなりません」); the abilities
    of the cards on the field that wait for 「(あなた / 相手が)〜カードをプレイしたとき / プレイに
    成功したとき」 of a card of that type find their condition unmet and do not trigger (4.3.6)."""
    cards = [c for u in uids if (c := ctx.card(u)) is not None]
    for pl in ctx.state.order():
        for c in field_cards(ctx, pl):
            if c.uid in uids:
                continue
            who = controller(ctx, c.uid) or c.owner
            waits = [
                p
                for p in programs(c)
                if p.kind == "auto"
                and p.on in ("cast", "played")
                and p.whose not in ("this", "host")
                and _relates(p.whose, who, player)
                and not getattr(p, "names", ())
                and any(not p.kinds or x.type in p.kinds for x in cards)
            ]
            if not waits:
                continue
            names = "、".join(x.label for x in cards)
            yield Mark(
                clauses=("4.3.2", "4.3.6"),
                ja=f"{names} は効果によってフィールドに出たのでプレイされていない: "
                f"{c.label} の「プレイしたとき」の能力は誘発しない",
                en=f"{names} entered the field by an effect, not played: "
                f"{c.label}'s 「when … plays」 ability does not trigger",
                caused_by=cause,
                touches=tuple(t for p in waits for t in _touched(p, who, ctx)),
                tag="not_triggered",
                data={"source": c.uid},
            )


def _controlled_by_other(ctx: Ctx, uid: str, who: str | None) -> bool:
    """Whether the card ``uid``, its ability triggered for ``who``, is controlled by a player
    other than its owner (4.2.12: control moved)."""
    card = ctx.card(uid)
    return card is not None and who is not None and who != card.owner


def _relates(whose: str, controller_: str, mover: str) -> bool:
    """Whether a character of ``mover`` is one a trigger of ``controller_``'s card waits for."""
    return whose == "any" or (whose == "you") == (mover == controller_)


def turn_start(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """3−1: abilities that trigger at the start of the turn — 「ターン開始時に」 names the start of
    「そのターン」, any turn, so those of the cards on either player's field (4.3.6: 「自分の
    カード・相手カードの区別無く」) — resolve, in the order the turn player picks; the opponent's
    are a reading of 3.1 (its examples speak only of the own turn: ``fire_timing``)."""
    m = yield SetTurn(
        changes={"phase": "turn_start", "step": None},
        clauses=("3.1",),
        ja="ターン開始",
        en="the turn starts",
    )
    yield from fire_timing(ctx, "turn_start", (m,))


# what holds the game's end back (``processes.RULE_PROCESSES``' game_end ``suspended_by``)
END_HELD = ("co.dealing", "co.in_text", "co.at_once")


def _ended_between(ctx: Ctx) -> Generator[Any, Any, bool]:
    """Between two of the abilities triggered together (4.3.6 resolves them one by one): a
    condition of 4.1.2 met by the one resolved ends the game there (「条件を満たした時点で」),
    before the next — also inside a rule process, where the engine reads the game's end only
    once the process is over (a crash's 「クラッシュしたとき」 abilities, 4.3.11). Nothing is
    read while what holds the game's end back is in place (a text with later steps, damage
    dealt at once)."""
    from ruling.games._co.processes import apply_end, find_end

    if ctx.state.result is not None:
        return True
    if any(ctx.state.vars.get(k) for k in END_HELD):
        return False
    found = find_end(ctx)
    if not found:
        return False
    yield from apply_end(ctx, found[0])
    return True


def fire_timing(ctx: Ctx, on: str, cause: tuple[int, ...] = ()) -> Proc:
    """The abilities of a timing of the turn (``TIMINGS``: 「ターン開始時に」 3.1, 「アンタップフェイズ
    開始時に」 3.2.1 …, 「ターン終了時に」 3.7.2): the text names the moment of every turn, not only
    its controller's, so those of the cards on either player's field (4.3.6: 「自分のカード・相手
    カードの区別無く」) trigger, resolved in the order the turn player picks."""
    tp = ctx.state.turn.player
    players = [tp, *(pl for pl in ctx.state.players if pl != tp)]
    uids = [c.uid for pl in players for c in field_cards(ctx, pl)]
    mute: frozenset[str] = frozenset()
    if on == "turn_start":
        # 3.1 names the start of 「そのターン」 (any turn), but its examples and 4.3.6's are all
        # cards of the player whose turn starts: whether the opponent's cards' 「ターン開始時に」
        # abilities trigger is the audit's ``turn_start_whose_turn``, asked only when the
        # opponent has such a card (both readings run, the engine's first)
        theirs = [
            u
            for u in uids
            if (controller(ctx, u) or tp) != tp
            and not view(ctx, u).lost_abilities
            and any(
                # 「あなたの / 相手のターン開始時」 names whose turn it is: not in question
                p.kind == "auto" and p.on == on and p.whose == "this"
                for p in programs(ctx.card(u))  # type: ignore[arg-type]
            )
        ]
        if theirs and ctx.state.result is None:
            every = yield unsettled.choose(
                controller(ctx, theirs[0]) or tp,
                "co",
                "turn_start_whose_turn",
                {"every_turn": True, "own_turn": False},
            )
            if not every:
                mute = frozenset(theirs)
    if ctx.state.result is None:
        yield from _left_before(ctx, on, players)
        yield from fire(ctx, on, uids, cause, mute=mute)


def _left_before(ctx: Ctx, on: str, players: list[str]) -> Proc:
    """A "no" has its reasons: a card with an ability of the timing ``on`` that left the field
    earlier in this ruling (an upkeep crash before 「エンドフェイズ終了時に」, 3.6.2 before 3.6.3)
    is not on the field at that moment, and its ability does not trigger — the timing's clause
    is read to conclude so (the order of the phase's steps, 3.6 / 3.2 …, is the procedure's)."""
    for pl in players:
        for c in ctx.zone(pl, "dustbox"):
            left = ctx.step_of(c.uid)
            if left is None or not any(p.kind == "auto" and p.on == on for p in programs(c)):
                continue
            yield Mark(
                clauses=ON_CLAUSE.get(on, ()),
                ja=f"{c.label} はすでにフィールドを離れている: 「{ON_JA.get(on, on)}」の能力は誘発しない",
                en=f"{c.label} has already left the field: its 「{ON_JA.get(on, on)}」 ability does "
                "not trigger",
                caused_by=(left,),
                touches=(c.uid, f"{pl}.dustbox"),
            )
