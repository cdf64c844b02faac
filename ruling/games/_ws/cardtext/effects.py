"""Phrases an effect step is built from: given abilities (``GRANTED``), durations, prohibitions,
「Ｘは…に等しい」, slots and rows, 「…につき」."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ruling.games._ws.cardtext.ir import with_op, ws_op
from ruling.games._ws.lexicon import BY_NAME as KEYWORD_TABLE
from ruling.lazy import module

if TYPE_CHECKING:
    from grammar import ast as A
else:  # read when a card's text is compiled, not when the game is loaded
    A = module("grammar.ast")
from ruling.abilities import Unsupported
from ruling.games._ws.cardtext.conditions import _colours_of, _during, condition
from ruling.games._ws.cardtext.ir import ATTACKED_BY, GRANTED, Cond, Op, Sel, XDef, ext, ws_sel
from ruling.games._ws.cardtext.nouns import GROUP_REFS, _declarer, _is_you, sel
from ruling.games._ws.vocab import (
    CHOSEN_REFS,
    COLORS,
    DURATIONS,
    ICONS,
    LEADS,
)

# the shared layer's game-neutral readers (``ruling.cardtext``), read when a card's text is
# compiled: argument roles, counts, connectors, conditions joined by で / chained, timings
sh_cond = module("ruling.cardtext.conditions")
sh_steps = module("ruling.cardtext.steps")


# --------------------------------------------------------------------------- effects


def _quoted(np: A.NounPhrase | A.Duration | None) -> tuple[A.Ability, ...] | None:
    """『…』『…』: the quoted abilities of a noun phrase made of quotes only, else None. A keyword
    of chapter 10 with no parameter printed in its brackets (「【大活躍】を得る」) is the same
    ability as quoted (『大活躍』, ``bracketed_keyword``)."""
    if not isinstance(np, A.NounPhrase) or not np.terms:
        return None
    terms = tuple(bracketed_keyword(t) or t for t in np.terms)
    if not all(isinstance(t, A.Quote) for t in terms):
        return None
    return tuple(ab for t in terms for ab in t.abilities)  # type: ignore[union-attr]


def bracketed_keyword(t: Any) -> A.Quote | None:
    """「【大活躍】」 as a thing gained, given or had: a keyword of chapter 10 the grammar's keyword
    table knows (``grammar.keywords``), printed in the brackets of a label with no parameter —
    the keyword ability alone, as 『大活躍』 quotes it (its kind the keyword's, ``keyword_kind``).
    None for any other term and for a keyword that is not the whole ability printed alone
    (``lexicon.KeywordEntry.alone``: アンコール needs its cost, 応援 its text, 絆 its name)."""
    if not isinstance(t, A.Label) or t.kind != "keyword" or t.keyword is not None:
        return None
    from grammar.keywords import lookup

    d = lookup("ws", t.name)
    entry = KEYWORD_TABLE.get(d.names[0]) if d is not None else None
    if d is None or entry is None or not entry.alone or d.slots:
        return None
    kw = A.Keyword(d.names[0], id=d.id, kind=d.kind)
    return A.Quote((A.Ability(kind=A.AbilityKind.KEYWORD, keyword=kw),))


def _is_next_ability(np: A.NounPhrase | A.Duration | None) -> int | None:
    """次の能力 / 次の2つの能力: how many abilities the next sentence quotes."""
    if not isinstance(np, A.NounPhrase) or not np.terms or np.terms[0] != A.Ref("next"):
        return None
    if np.terms[-1] != A.CardKind("ability"):
        return None
    if len(np.terms) == 2:
        return 1
    if len(np.terms) == 3 and isinstance(np.terms[1], A.Count) and np.terms[1].unit == "item":
        return np.terms[1].number.value if np.terms[1].number else None
    return None


def grant_keys(quoted: tuple[A.Ability, ...], x_fixed: bool = False) -> tuple[str, ...]:
    """Register given abilities and return their keys; refuses any the engine cannot run
    (a given ability is run like a printed one: it must compile). ``x_fixed``: the abilities
    name an Ｘ the giving effect defines; each is checked with a number for Ｘ, and given with
    the value Ｘ has when it is given (``fixed_x_key``)."""
    from grammar.render import render_ability
    from ruling.games._ws.cardtext.abilities import compile_ability  # (it reads this module)

    keys = []
    for ab in quoted:
        if ab.kind is A.AbilityKind.EVENT and ab.trigger is None and ab.cost is None:
            # 『このカードはフロントアタックされない』を与える: an ability given with no marker, no
            # cost (not an activated one, 8.1.1.1.1) and no trigger (not an automatic one,
            # 8.1.1.2.1): the third kind, a continuous ability (8.1.1, 8.1.1.3)
            ab = dataclasses.replace(ab, kind=A.AbilityKind.CONTINUOUS)
        try:
            compile_ability(with_x(ab, 0) if x_fixed else ab)
        except Unsupported as exc:
            raise Unsupported(f"giving an ability the engine cannot run ({exc.reason})") from exc
        key = render_ability(ab, "ws")
        GRANTED[key] = ab
        keys.append(key)
    return tuple(keys)


def free_x(node: object) -> bool:
    """Whether an AST names Ｘ (a number 「Ｘ」) and does not define it (「Ｘは…に等しい」)."""
    found = {"use": False, "define": False}

    def walk(n: object) -> None:
        if isinstance(n, A.Number):
            found["use"] = found["use"] or n.variable == "X"
        elif isinstance(n, A.Sentence) and x_definition_shape(n):
            found["define"] = True
        elif isinstance(n, tuple):
            for m in n:
                walk(m)
        elif dataclasses.is_dataclass(n):
            for f in dataclasses.fields(n):
                walk(getattr(n, f.name))

    walk(node)
    return found["use"] and not found["define"]


def x_definition_shape(sent: A.Sentence) -> bool:
    b = sent.steps[0].body if len(sent.steps) == 1 else None
    return isinstance(b, A.Action) and b.verb == "equal"


def with_x(node: Any, value: int) -> Any:
    """The AST with every Ｘ replaced by ``value``."""
    if isinstance(node, A.Number):
        return A.Number(value) if node.variable == "X" and node.value is None else node
    if isinstance(node, tuple):
        return tuple(with_x(m, value) for m in node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        changes = {}
        for f in dataclasses.fields(node):
            v = getattr(node, f.name)
            w = with_x(v, value)
            if w is not v:
                changes[f.name] = w
        return dataclasses.replace(node, **changes) if changes else node
    return node


def fixed_x_key(key: str, value: int) -> str:
    """「そのターン中、このカードは次の能力を得る。『…Ｘ以下…』Ｘは…に等しい。」: the given ability with
    Ｘ the value it has when the effect gives it (8.8.1: the effect is worked out then); registered
    under its own text, so two gains with different Ｘ are two abilities."""
    from grammar.render import render_ability

    ab = with_x(GRANTED[key], value)
    fixed = render_ability(ab, "ws")
    GRANTED.setdefault(fixed, ab)
    return fixed


def _until(d: Any, kind: str) -> str | None:
    if kind == "continuous":
        if d is not None:
            raise Unsupported("a continuous ability with a duration")
        return None
    if d is None:
        return "game"  # no duration: as long as the card stays (3.1.4 ends it)
    if not isinstance(d, A.Duration) or d.id not in DURATIONS:
        raise Unsupported(f"a duration {getattr(d, 'id', d)}")
    return DURATIONS[d.id]


def _target(args: dict[A.Role, Any], *roles: A.Role) -> Sel:
    for r in roles:
        if r in args:
            return sel(args[r])
    return Sel(ref="chosen")


OPPONENT_VERBS = (
    "choose",
    "put",
    "return",
    "draw",
    "shuffle",
    "reveal",
    "declare",
    "look",
    "flip",
    # 「すべてのプレイヤーは自分に1ダメージを与える」: each deals the damage to itself, the
    # damage still this card's (4.11.1.2)
    "give",
)
# zones whose cards 「…すべてを」 can move at once
ALL_OF_ZONES = ("waiting_room", "hand", "stock", "clock", "memory", "climax", "level")


_FACES = (A.Word("face_up"), A.Word("face_down"))
_ANY_ORDER = (A.Word("favourite"), A.Word("order"))


def _as_marker(b: A.Action) -> tuple[tuple[A.Arg, ...], bool] | None:
    """The put's arguments without 「マーカーとして(表向きに / 裏向きに)」, and whether the
    markers are face up (3.7.2: face down unless the text says face up, 3.7.2.1). The grammar
    reads 「マーカーとして好きな順番で表向きに」 as one means (マーカーとして好きな順番で) and a
    second goal (表向きに): the order stays a means (好きな順番で) and the face is read from
    that goal, which is dropped."""
    if b.verb != "put":
        return None
    for a in b.args:
        v = a.value
        if not (
            # a second goal, or (after 「山札の上から1枚を、」) an argument of no role, or
            # (with 好きな順番で) a means
            a.role in (A.Role.GOAL, A.Role.NONE, A.Role.MEANS)
            and isinstance(v, A.NounPhrase)
            and len(v.terms) >= 2
            and v.terms[0] == A.CardKind("marker")
            and v.terms[1] == A.Word("as")
        ):
            continue
        rest = v.terms[2:]
        others = tuple(o for o in b.args if o is not a)
        if a.role is A.Role.MEANS:
            if rest != _ANY_ORDER:
                return None
            faces = [
                o
                for o in others
                if o.role is A.Role.GOAL
                and isinstance(o.value, A.NounPhrase)
                and len(o.value.terms) == 1
                and o.value.terms[0] in _FACES
            ]
            if len(faces) > 1:
                return None
            order = A.Arg(A.Role.MEANS, A.NounPhrase(_ANY_ORDER, ("",)))
            kept = tuple(order if o is a else o for o in b.args if not faces or o is not faces[0])
            face = faces[0].value.terms[0] if faces else None  # type: ignore[union-attr]
            return kept, face == A.Word("face_up")
        if len(rest) > 1 or (rest and rest[0] not in _FACES):
            return None
        return others, bool(rest) and rest[0] == A.Word("face_up")
    return None


def _every_player(np: Any) -> bool:
    """「すべてのプレイヤーは」 / 「お互いのプレイヤーは」 / 「各プレイヤーは」: the topic names every
    player, not cards (the shared reader's words)."""
    from ruling.cardtext.steps import every_player

    return every_player(np)


# every zone a card can be in besides the stage (「すべての領域」)
_EVERY_ZONE = A.NounPhrase((A.Count(None, "card", "all"), A.Zone("any_zone")), ("の",))


def _everywhere_this(np: A.NounPhrase | A.Duration | None) -> bool:
    """「すべての領域にあるこのカード」: this card wherever it is (an ability that works in every
    zone, 2.12.2.3)."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 2 or np.terms[1] != A.Ref("this_card"):
        return False
    rel = np.terms[0]
    return (
        isinstance(rel, A.Relative)
        and isinstance(rel.clause, A.Action)
        and rel.clause.verb == "exist_thing"
        and rel.clause.form is A.Form.FINAL
        and sh_cond.args_of(rel.clause) == {A.Role.GOAL: _EVERY_ZONE}
    )


def _icon_grant(
    v: str,
    args: dict[A.Role, Any],
    subject: Sel | None,
    kind: str,
    icons: tuple[str, ...],
    base: dict[str, Any],
) -> Op:
    """「このカードはトリガーアイコンに[[X]]を得る」 / 「…のトリガーアイコンに[[X]]を与える」: a
    continuous grant of trigger icons (2.11; 8.9.1.2); 「すべての領域にある / の」: wherever the
    card is (the trigger check reads them in the resolution zone, 7.3.1.2)."""
    goal = args.get(A.Role.GOAL)
    icon_word = A.Word("trigger_icon")
    if len(icons) != 1:
        raise Unsupported(f"a {v} of one of several trigger icons")
    if kind != "continuous" or A.Role.TIME in args or not isinstance(goal, A.NounPhrase):
        raise Unsupported(f"a {v} of trigger icons of this shape")
    if v == "gain":
        if goal != A.NounPhrase((icon_word,)) or subject is None or subject.ref != "this":
            raise Unsupported("a gain of trigger icons of this shape")
        return ws_op("grant", target=subject, icons=icons, **base)
    if len(goal.terms) < 2 or goal.terms[-1] != icon_word or goal.links[-1] != "の":
        raise Unsupported("a give of trigger icons of this shape")
    terms, links = list(goal.terms[:-1]), list(goal.links[:-1])
    everywhere = False
    for i in range(len(terms) - 1):
        if (
            terms[i] == A.Count(None, "card", "all")
            and terms[i + 1] == A.Zone("any_zone")
            and links[i] == "の"
        ):
            # 「他のあなたのすべての領域の「X」」: the cards wherever they are
            del terms[i : i + 2], links[i : i + 2]
            everywhere = True
            break
    target = sel(A.NounPhrase(tuple(terms), tuple(links[: len(terms) - 1])))
    if target.ref is not None or target.zone is not None or target.count is not None:
        raise Unsupported("a give of trigger icons to these cards")
    zone = "anywhere" if everywhere else "stage"
    return ws_op("grant", target=ws_sel(target, zone=zone), icons=icons, **base)


def _labelled_icon(obj: Any) -> str | None:
    """「【ソウル】のトリガーアイコン」: the one trigger icon named by its label (2.11), else None."""
    if (
        not isinstance(obj, A.NounPhrase)
        or len(obj.terms) != 2
        or obj.links != ("の",)
        or obj.terms[1] != A.Word("trigger_icon")
        or not isinstance(obj.terms[0], A.Label)
    ):
        return None
    from ruling.games._ws.common import ICONS as ICON_NAMES  # the icons' printed names

    name = obj.terms[0].name
    return next((k for k, names in ICON_NAMES.items() if name in names), None)


def _labelled_icon_gain(
    args: dict[A.Role, Any], subject: Sel | None, kind: str, icon: str, base: dict[str, Any]
) -> Op:
    """「（そのターン中、）そのカードは【ソウル】のトリガーアイコンを得る」: a card gains a trigger
    icon (2.11) — an effect lasting the period said (8.2.1.2), on the card the subject names,
    wherever it is (the trigger check reads the icons in the resolution zone, 7.3.1.2)."""
    if subject is None or A.Role.GOAL in args:
        raise Unsupported("a gain of a trigger icon without the card that gains it")
    if kind == "continuous":
        if A.Role.TIME in args:
            raise Unsupported("a continuous gain of a trigger icon for a period")
        return ws_op("grant", target=subject, icons=(icon,), **base)
    if A.Role.TIME not in args:
        raise Unsupported("a gain of a trigger icon lasting unstated")
    return ws_op(
        "grant", target=subject, icons=(icon,), until=_until(args[A.Role.TIME], kind), **base
    )


def _cont_final() -> dict[A.Form, A.Form]:
    return {
        A.Form.CANNOT_CONT: A.Form.CANNOT,
        A.Form.PASSIVE_NEG_CONT: A.Form.PASSIVE_NEG,
        A.Form.NEGATIVE_CONT: A.Form.NEGATIVE,
    }


def _banned_destination(b: A.Action, args: dict[A.Role, Any]) -> str | None:
    """「手札に戻せない」 (return to the hand) / 「思い出にできない」 (make it a memory): the zone a
    card may not be put into, else None."""
    if args.get(A.Role.SOURCE) == A.NounPhrase((A.Zone("stage"),)):
        # 「舞台から手札に戻らない」: from the stage, where the card with the ability is (the
        # prohibition is read while it is there, 2.12.2.1) — the same ban
        args = {r: v for r, v in args.items() if r is not A.Role.SOURCE}
    if b.form not in (A.Form.CANNOT, A.Form.NEGATIVE, A.Form.PASSIVE_NEG) or set(args) != {
        A.Role.GOAL
    }:
        return None
    goal = args[A.Role.GOAL]
    if not isinstance(goal, A.NounPhrase) or len(goal.terms) != 1:
        return None
    zone = goal.terms[0]
    if not isinstance(zone, A.Zone):
        return None
    if b.verb == "return" and zone.id == "hand":
        return "hand"
    if b.verb == "go_back" and zone.id in ("hand", "deck") and b.form is A.Form.NEGATIVE:
        return (
            zone.id
        )  # 「手札に戻らない」 / 「山札に戻らない」: the same prohibition, said of the card
    if b.verb == "put" and zone.id == "deck" and b.form is A.Form.PASSIVE_NEG:
        return "deck"  # 「山札に置かれない」: no effect puts it into the deck from the stage
    if b.verb == "do" and zone.id == "memory":
        return "memory"
    return None


def _banned_destinations(b: A.Action, args: dict[A.Role, Any]) -> tuple[str, ...]:
    """「(このターン、)…手札と山札に戻らない」: the zones a card may not go back to, said with a
    duration (``TIME``) — one zone (the goal) or two (「XとYに」: the first with と, the second the
    goal), each as 「Xに戻らない」 alone (``_banned_destination``); () for another phrase."""
    if A.Role.TIME not in args:
        return ()
    rest = {r: v for r, v in args.items() if r is not A.Role.TIME}
    firsts: list[Any] = []
    if A.Role.WITH in rest:
        firsts.append(rest.pop(A.Role.WITH))
    out: list[str] = []
    for goal in (*firsts, rest.get(A.Role.GOAL)):
        dest = _banned_destination(b, {**rest, A.Role.GOAL: goal}) if goal is not None else None
        if dest is None:
            return ()
        out.append(dest)
    return tuple(out)


# references a continuous prohibition on a card reads while it applies: this card, the
# character facing it (3.6.6), its battle opponent (7.2.1.5.1)
_PLACED_REFS = ("this", "facing", "battle_opponent")


# 「…の効果に選ばれない」: whose effects (and of which card kind) may not choose the card — the
# effect's master the card's master's opponent (相手の) or the card's master (あなたの), its ability
# on a card of that kind (キャラ / イベント), other than the card itself (他の); 8.6.3, 1.3.3
_SHIELD_OWNERS = {"opponent": "opponent", "you": "you"}
# 「相手のカードの効果」: of any of their cards — every effect of theirs (every effect is that
# of a card, its ability or an event), as 「相手の効果」
_SHIELD_KINDS = {"character": "character", "event": "event", "card": ""}


def _shield_of(args: dict[A.Role, Any]) -> str | None:
    """The ban a 「…の効果に選ばれない」 sets (``continuous.choice_shield``), or None."""
    if (
        set(args) == {A.Role.MEANS}
        and isinstance(args[A.Role.MEANS], A.NounPhrase)
        and len(args[A.Role.MEANS].terms) == 1
        and _keyword_quote(args[A.Role.MEANS].terms[0]) == "助太刀"
    ):
        # 「このカードは『助太刀』で選ばれない」: by the effect of a 『助太刀』 (10.5.2: it chooses a
        # character of its own master's), whoever's it is
        return "chosen_by:any:backup:"
    if set(args) != {A.Role.GOAL} or not isinstance(args[A.Role.GOAL], A.NounPhrase):
        return None
    terms = list(args[A.Role.GOAL].terms)
    # 「の」 between the parts; 「か」 between traits and nothing before 以外 (read below)
    if set(args[A.Role.GOAL].links) - {"の", "か", ""} or terms[-1:] != [A.CardKind("effect")]:
        return None
    terms.pop()
    other = bool(terms) and terms[0] == A.Ref("other")
    if other:
        terms.pop(0)
    if not terms or not isinstance(terms[0], A.Owner) or terms[0].who not in _SHIELD_OWNERS:
        return None
    whose = _SHIELD_OWNERS[terms.pop(0).who]
    kind = ""
    traits = ""
    links = list(args[A.Role.GOAL].links[-len(terms) :]) if terms else []
    if terms and isinstance(terms[0], A.Trait):
        # 「相手の《X》のキャラの効果に」 / 「《X》か《Y》の」: an effect whose card has one of the
        # traits (2.5); 「《X》以外のキャラの」: whose card has not (``continuous.choice_shield``)
        named: list[str] = []
        while terms and isinstance(terms[0], A.Trait):
            named.append(terms.pop(0).text)  # type: ignore[union-attr]
            link = links.pop(0)
            if terms and isinstance(terms[0], A.Trait) and link != "か":
                return None
        sign = "+"
        if terms and terms[0] == A.Ref("except") and link == "":
            sign = "-"
            terms.pop(0)
            link = links.pop(0)
        if not terms or terms[0] != A.CardKind("character") or link != "の":
            return None  # 「《X》の効果」: the trait of what is not said
        traits = sign + "|".join(named)
    elif set(args[A.Role.GOAL].links) - {"の"}:
        return None
    if (
        len(terms) == 1
        and isinstance(terms[0], A.Label)
        and terms[0].name == "カウンター"
        and not traits
    ):
        # 「相手の【カウンター】の効果に」: the effect of what has the counter icon (2.8.2) — a
        # counter event's, or an ability printed with the icon (『助太刀』, 10.5.2)
        return f"chosen_by:{whose}:counter:{'other' if other else ''}"
    if terms:
        if len(terms) > 1 or not isinstance(terms[0], A.CardKind):
            return None
        if terms[0].id not in _SHIELD_KINDS:
            return None
        kind = _SHIELD_KINDS[terms[0].id]
    if whose == "opponent" and not kind and not other:
        return "chosen_by_opponent"  # 「相手の効果に選ばれない」
    if whose == "you" and not kind:
        return None  # 「あなたの効果に」: its own master's every effect — not read
    if other and whose != "you":
        return None
    shield = f"chosen_by:{whose}:{kind}:{'other' if other else ''}"
    return f"{shield}:{traits}" if traits else shield


def _move_banned_to(
    b: A.Action, args: dict[A.Role, Any], verbs: tuple[str, ...] = ("move_to", "move")
) -> str | None:
    """「前列に動かせない」 → ``@front_row``; 「前列の中央の枠以外（の枠）に動かせない」 → ``!center``;
    with ``verbs`` ``("put",)``, 「前列の枠に置けない」 → ``@front_row``; else None."""
    if b.verb not in verbs or b.form is not A.Form.CANNOT or set(args) != {A.Role.GOAL}:
        return None
    g = args[A.Role.GOAL]
    if not isinstance(g, A.NounPhrase) or not g.terms:
        return None
    mark = "@"
    terms, links = g.terms, g.links
    if terms[-2:] == (A.Ref("except"), A.Zone("slot")):
        # 「…の枠以外の枠に」: the slots but those named — a move's goal is a slot anyway, so the
        # same as 「…の枠以外に」
        terms, links = terms[:-1], links[:-1]
    if terms[-1] == A.Ref("except"):
        mark, terms, links = "!", terms[:-1], links[:-1]
    if terms[-1:] == (A.Zone("slot"),) and len(terms) > 1:
        terms, links = terms[:-1], links[:-1]
    try:
        place = sel(A.NounPhrase(terms, links[: max(len(terms) - 1, 0)]))
    except Unsupported:
        return None
    rows = (
        "front_row",
        "back_row",
        "center",
        "left_front",
        "right_front",
        "left_back",
        "right_back",
    )
    if place != ws_sel(zone=place.zone) or place.zone not in rows:
        return None
    return f"{mark}{place.zone}"


# 「相手の効果によって」: by the effects of the card's master's opponent
_OPPONENTS_EFFECTS = A.NounPhrase((A.Owner("opponent"), A.CardKind("effect")), ("の",))


def _activated_named(np: Any) -> bool:
    """「『【起】』の能力」 / 「【起】の能力」 / 「【起】」: a card's activated abilities named by their
    mark (8.1.1.1)."""
    if not isinstance(np, A.NounPhrase):
        return False
    t = np.terms
    if t == (A.CardKind("activated_ability"),):
        return True
    bare = (
        len(t) == 2
        and np.links == ("の",)
        and t[1] == A.CardKind("ability")
        and (
            t[0] == A.CardKind("activated_ability")
            or (
                isinstance(t[0], A.Quote)
                and len(t[0].abilities) == 1
                and _bare_mark(t[0].abilities[0])
            )
        )
    )
    return bare


def _bare_mark(ab: A.Ability) -> bool:
    """『【起】』: a quoted ability that is its mark alone."""
    return (
        ab.kind is A.AbilityKind.ACTIVATED
        and not ab.labels
        and ab.keyword is None
        and ab.cost is None
        and ab.trigger is None
        and ab.condition is None
        and ab.effect is None
        and not ab.preamble
        and not ab.more_keywords
    )


def _card_prohibition(b: A.Action, subject: Sel, kind: str) -> Op | None:
    """A card that may not do something (a prohibition on a card, 1.3.3): ``what`` is
    side_attack / attack / stand_phase (it does not stand in the stand phase) /
    chosen_by_opponent (相手の効果に選ばれない) / move_slot (他の枠に動かせない). A prohibition
    in the continuative form (「…できず、」 / 「…されず、」 / 「…せず、」) before another step is the same
    prohibition: in a continuous ability both hold together (8.1.1.3)."""
    if kind == "continuous":
        b = dataclasses.replace(b, form=_cont_final().get(b.form, b.form))
    args = {a.role: a.value for a in b.args if a.role is not A.Role.TOPIC}
    by_role = next(
        (r for r in (A.Role.BY, A.Role.MEANS) if args.get(r) == _OPPONENTS_EFFECTS), None
    )
    if by_role is not None and b.verb in (
        "move_to",
        "move",
        "go_back",
        "put",  # 「相手の効果によって、…山札に置かれない」
    ):
        # 「このカードは相手の効果によって(相手の効果で)他の枠に動かせない / 手札に戻らない」: the
        # same prohibition, on the effects whose master is the card's master's opponent only
        # (1.3.3; 相手 is read against the card's master, ``effect_banned``)
        rest = dataclasses.replace(b, args=tuple(a for a in b.args if a.role is not by_role))
        op = _card_prohibition(rest, subject, kind)
        if op is None or op.stat is None:
            return None
        if op.until is not None or subject.ref != "this":
            # 「このターン、そのキャラは相手の効果で手札と山札に戻らない」: a destination ban for a
            # period, put by an effect (8.2.1.2) — 相手 is the effect's master's (``program``
            # turns it round on a card of the other player's)
            if not op.stat.startswith("to_"):
                return None
        if op.stat != "move_slot" and not op.stat.startswith("to_"):
            return None
        return dataclasses.replace(op, stat="|".join(f"{x}:opponent" for x in op.stat.split("|")))
    time = args.get(A.Role.TIME)
    shield = (
        _shield_of({r: v for r, v in args.items() if r is not A.Role.TIME})
        if b.verb == "choose" and b.form is A.Form.PASSIVE_NEG
        else None
    )
    if shield is not None and kind != "continuous":
        # 「そのターン中、そのキャラは相手の効果に選ばれない」 / 「このカードは次の相手のターンの終わり
        # まで、…」: the same ban for as long as the effect says (8.2.1.2); whose effects 相手 names
        # is read from the effect's master (``program`` turns it round on the opponent's card)
        # 「次の相手のターンの終わりまで、このカードのパワーを＋1000し、このカードは相手の効果に
        # 選ばれない」: with none of its own, the duration said before it in its sentence (the
        # leading adverb of a 「…し、…」 chain governs the chain; ``steps`` reads "inherit")
        until = (
            "inherit"
            if time is None
            else DURATIONS.get(time.id)
            if isinstance(time, A.Duration)
            else None
        )
        # 「そのターン中、あなたのキャラすべては、相手の効果に選ばれない」: each of the master's
        # characters on the stage when the effect is done (``program`` "prohibit" reads the
        # group then), for as long as it says
        group = (
            subject.ref is None
            and subject.bound == "all"
            and subject.owner == "you"
            and subject.zone in ("stage", "front_row", "back_row")
            and not shield.endswith(":other")
        )
        if until is None or (subject.ref not in ("this", "chosen") and not group):
            return None
        return ws_op("prohibit", target=subject, stat=shield, until=until)
    if shield is not None and time is not None:
        return None
    if shield is not None:
        # このカードは相手の効果に選ばれない; 「あなたのキャラすべては…」 / 「このカードの前の(隣の)
        # あなたのキャラすべては…」: each of the master's own characters it names, whichever they
        # are now (相手 is their master's opponent only on the master's side)
        own_group = (
            subject.ref in (None, "front", "behind", "adjacent")
            and subject.bound == "all"
            and subject.owner == "you"
            and (subject.ref is not None or subject.zone in ("stage", "front_row", "back_row"))
        )
        if kind != "continuous" or (subject.ref != "this" and not own_group):
            return None
        if shield.endswith(":other") and subject.ref != "this":
            return None  # 「他の」 is read against this card only
        return ws_op("prohibit", target=subject, stat=shield)
    if (
        b.verb == "use"
        and b.form is A.Form.CANNOT
        and set(args) - {A.Role.TIME} == {A.Role.OBJECT}
        and _activated_named(args[A.Role.OBJECT])
    ):
        # 「そのターン中、それらのキャラは『【起】』の能力を使えない」: the card's activated abilities
        # are not played (1.3.3 over 8.6.2.1) — for the effect's duration (8.2.1.2; said before
        # it in its sentence: "inherit"), or, in a continuous ability, while it applies
        time = args.get(A.Role.TIME)
        if kind == "continuous":
            if time is not None or subject.ref != "this":
                return None
            return ws_op("prohibit", target=subject, stat="use_activated")
        until = (
            "inherit"
            if time is None
            else DURATIONS.get(time.id)
            if isinstance(time, A.Duration)
            else None
        )
        if until is None or subject.ref not in ("this", "chosen"):
            return None
        return ws_op("prohibit", target=subject, stat="use_activated", until=until)
    if (
        b.verb == "give"
        and b.modal == "ことができない"
        and args
        == {
            A.Role.GOAL: A.NounPhrase((A.Owner("player"),)),
            A.Role.OBJECT: A.NounPhrase((A.Word("damage"),)),
        }
    ):
        # このカードはプレイヤーにダメージを与えることができない: neither by a battle nor by its
        # abilities (4.11.1: the card is the source of both)
        if kind != "continuous" or subject.ref != "this":
            return None
        return ws_op("prohibit", target=subject, stat="damage_player")
    if (
        b.verb == "reverse"
        and b.form is A.Form.PASSIVE_NEG
        and args
        == {
            A.Role.BY: A.NounPhrase(
                (
                    A.Owner("opponent"),
                    A.CardKind("character"),
                    A.CardKind("auto_ability"),
                    A.CardKind("effect"),
                ),
                ("の", "の", "の"),
            )
        }
    ):
        # このカードは相手のキャラの【自】の効果によって【リバース】されない (1.3.3); a battle's
        # reversal (7.6.1.2) is a rule's, not an effect's
        if kind != "continuous" or subject.ref != "this":
            return None
        return ws_op("prohibit", target=subject, stat="reversed_by_opponent_auto")
    if (
        b.verb in ("move_to", "move")
        and b.form is A.Form.CANNOT
        and args == {A.Role.GOAL: A.NounPhrase((A.Ref("other"), A.Zone("slot")), ("の",))}
    ):
        # このカードは他の枠に動かせない: neither the main phase's move (6.5.1.2.4) nor an
        # effect moves it to another slot (1.3.3); 「このカードの正面のキャラは…」: the character
        # facing this one, whichever it is now (3.6.6)
        group = subject.ref is None and subject.bound == "all" and subject.zone == "stage"
        if kind != "continuous" or (subject.ref not in ("this", "facing") and not group):
            return None
        return ws_op("prohibit", target=subject, stat="move_slot")
    put_to = _move_banned_to(b, args, ("put",))
    if put_to is not None and put_to.startswith("@"):
        # 「このカードは前列の枠に置けない」 / 「…後列の枠に置けない」 / 「…前列の中央の枠に置けない」:
        # wherever it is (2.12.2.3), it is put into no slot of that row (3.6.4) or into that one
        # slot — not played there (6.5.1.2.1), not moved there (6.5.1.2.4), not put there by an
        # effect (1.3.3: the prohibition wins)
        if kind != "continuous" or subject.ref != "this":
            return None
        return ws_op(
            "prohibit",
            target=dataclasses.replace(subject, zones=("anywhere",)),
            stat=f"put_slot{put_to}",
        )
    banned_to = _move_banned_to(b, args)
    if banned_to is not None:
        # 「このカードは前列に動かせない」 / 「…前列に移動できない」 (into a slot of that zone), 「…前列
        # の中央の枠以外に動かせない」 (into any other slot): a move the main phase's (6.5.1.2.4)
        # or an effect's would make there is not made (1.3.3)
        if kind != "continuous" or subject.ref not in ("this", "facing"):
            return None
        return ws_op("prohibit", target=subject, stat=f"move_slot{banned_to}")
    if b.verb == "reverse" and b.form is A.Form.NEGATIVE and set(args) <= {A.Role.TIME}:
        # このカードは【リバース】しない: neither a battle (7.6.1.2) nor an effect reverses it
        # (1.3.3); 「そのターン中、」 in an effect: for that turn
        if kind == "continuous" and not args and subject.ref in _PLACED_REFS:
            return ws_op("prohibit", target=subject, stat="reverse")
        if (
            kind != "continuous"
            and args.get(A.Role.TIME) == A.Duration("this_turn")
            and subject.ref in ("this", "chosen")
        ):
            return ws_op("prohibit", target=subject, stat="reverse", until="turn")
        if kind != "continuous" and not args and subject.ref in ("this", "chosen"):
            # 「そのターン中、このカードのパワーを＋1500し、このカードは【リバース】しない」: the
            # duration said before it in its sentence (``steps`` reads "inherit")
            return ws_op("prohibit", target=subject, stat="reverse", until="inherit")
        return None
    if (
        b.verb == "reverse"
        and b.form is A.Form.NEGATIVE
        and args == {A.Role.MEANS: A.NounPhrase((A.Word("battle"),))}
    ):
        # このカードはバトルで【リバース】しない: the battle's reverse (7.6.1.2) is not made (1.3.1,
        # 1.3.3); an effect that reverses it still does
        if kind == "continuous" and subject.ref in _PLACED_REFS:
            return ws_op("prohibit", target=subject, stat="reverse_battle")
        return None
    if (
        b.verb == "decrease_by"
        and b.form is A.Form.NEGATIVE
        and {r: v for r, v in args.items() if r is not A.Role.TIME}
        == {A.Role.SUBJECT: A.NounPhrase((A.Stat("soul"),)), A.Role.MEANS: _SIDE_ATTACKING}
    ):
        # このカードはサイドアタックしてもソウルが減少しない: no soul -1 per level of the
        # character opposite (7.2.1.4.2) when it side-attacks
        if kind == "continuous" and A.Role.TIME not in args and subject.ref == "this":
            return ws_op("prohibit", target=subject, stat="side_attack_soul")
        if (
            kind != "continuous"
            and args.get(A.Role.TIME) == A.Duration("this_turn")
            and subject.ref in ("this", "chosen")
        ):
            return ws_op("prohibit", target=subject, stat="side_attack_soul", until="turn")
        return None
    dests = _banned_destinations(b, args)
    if dests and kind != "continuous" and subject.ref in ("this", "chosen"):
        # 「このターン、そのキャラは…手札と山札に戻らない」: the same ban for as long as the effect
        # says (8.2.1.2), on each zone named
        time = args.get(A.Role.TIME)
        until = DURATIONS.get(time.id) if isinstance(time, A.Duration) else None
        if until is None:
            return None
        return ws_op(
            "prohibit", target=subject, stat="|".join(f"to_{d}" for d in dests), until=until
        )
    dest = _banned_destination(b, args)
    if dest is not None:
        # このカードは手札に戻せない / 思い出にできない: no effect or cost puts it there from the
        # stage (1.3.3: the prohibition wins over the instruction; 1.3.2: it is not done)
        if kind != "continuous" or subject.ref != "this":
            return None
        return ws_op("prohibit", target=subject, stat=f"to_{dest}")
    if b.verb in ("front_attack", "side_attack") and b.form is A.Form.PASSIVE_NEG and not args:
        # このカードはフロントアタックされない (サイドアタックされない): the character opposite it
        # may not attack it by that method (1.3.3; 7.2.1.4.2 leaves that character the other)
        if kind != "continuous" or subject.ref != "this":
            return None
        return ws_op("prohibit", target=subject, stat=f"{b.verb.split('_')[0]}_attacked")
    if (
        b.verb in ("front_attack", "side_attack")
        and b.form is A.Form.PASSIVE_NEG
        and set(args) == {A.Role.GOAL}
        and kind == "continuous"
        and subject.ref == "this"
    ):
        # 「このカードは、相手の【レスト】しているキャラ(相手のレベル0のキャラ)にフロントアタック
        # されない」: the same ban on the character opposite that passes the filter only (the
        # attacker is always the opponent's, 7.1.1: 「相手の」 adds nothing)
        by = sel(args[A.Role.GOAL])
        if (
            by.ref is not None
            or by.kind != "character"
            or by.zone not in (None, "stage")
            or by.count is not None
            or by.owner not in (None, "opponent")
            or by.other
        ):
            return None
        by = ws_sel(by, owner=None, zone=None)
        key = f"{b.verb.split('_')[0]}_attacked@{by!r}"
        ATTACKED_BY[key] = by
        return ws_op("prohibit", target=subject, stat=key)
    if (
        b.verb in ("side_attack", "front_attack", "direct_attack", "attack")
        and b.form is A.Form.CANNOT
        and not args
    ):
        # このカードはサイドアタックできない / フロントアタックできない / ダイレクトアタックできない /
        # アタックできない (1.3.3;
        # the attack of that method is not declared, 7.2.1.4); 「このカードの正面のキャラは…」:
        # the character facing this one, whichever it is now (3.6.6)
        # 「相手のキャラ(すべて)は…できない」: each character on the stage the group names
        # (``continuous._PER_VALUE``: one ban per card)
        group = subject.ref is None and subject.bound == "all" and subject.kinds == ("character",)
        if kind != "continuous" or (subject.ref not in _PLACED_REFS and not group):
            return None
        return ws_op("prohibit", target=subject, stat=b.verb)
    if (
        b.verb in ("side_attack", "front_attack", "direct_attack", "attack")
        and b.form is A.Form.CANNOT
        and args == {A.Role.TIME: A.Duration("this_turn")}
        and kind != "continuous"
        and subject.ref in ("this", "chosen")
    ):
        # 「そのターン中、このカード(そのキャラ)はサイドアタックできない」: for the rest of the turn
        # (1.3.3, 7.2.1.4)
        return ws_op("prohibit", target=subject, stat=b.verb, until="turn")
    if b.verb == "stand" and b.form is A.Form.NEGATIVE and set(args) == {A.Role.GOAL}:
        g = args[A.Role.GOAL]
        if g == A.NounPhrase((A.Owner("you"), A.Word("stand_phase")), ("の",)):
            if kind != "continuous" or subject.ref != "this":
                return None
            return ws_op("prohibit", target=subject, stat="stand_phase")
        if g == A.NounPhrase(
            (A.Ref("next"), A.Owner("opponent"), A.Word("stand_phase")), ("の", "の")
        ):
            if kind == "continuous" or subject.ref != "chosen":
                return None
            return ws_op("prohibit", target=subject, stat="stand_phase", until="opponent_next_turn")
    if (
        b.verb == "stand"
        and b.form is A.Form.CANNOT
        and set(args) == {A.Role.TIME}
        and kind != "continuous"
        and subject.ref in ("this", "chosen")
    ):
        # 「そのカードは、次のあなたのターンの終わりまで、【スタンド】できない」: for that period the
        # card is not stood — by the stand phase (6.2.1.2) nor by an effect (4.6.1.1): the
        # prohibition wins over the instruction (1.3.3)
        time = args[A.Role.TIME]
        until = DURATIONS.get(time.id) if isinstance(time, A.Duration) else None
        if until is None:
            return None
        return ws_op("prohibit", target=subject, stat="stand", until=until)
    return None


_THIS = A.NounPhrase((A.Ref("this_card"),))


def _battling_this(b: A.Action) -> A.Action | None:
    """「このカードとバトル中の(レベル1以上の)キャラ」: the grammar reads 「このカードと」 as the
    verb's partner (WITH) and 「バトル中のキャラ」 as its object; together they are the character in
    battle with this card, its battle opponent (7.2.1.5.1), as 「このカードとバトルしているキャラ」
    is. The step with that object instead; None for another step."""
    withs = [a for a in b.args if a.role is A.Role.WITH]
    objs = [a for a in b.args if a.role is A.Role.OBJECT]
    if len(withs) != 1 or len(objs) != 1 or withs[0].value != _THIS:
        return None
    o = objs[0].value
    if (
        not isinstance(o, A.NounPhrase)
        or len(o.terms) < 3
        or o.terms[:2] != (A.Word("battle"), A.Word("during"))
        or o.links[:2] != ("", "の")
    ):
        return None
    battling = A.Action(
        "do",
        (A.Arg(A.Role.NONE, A.NounPhrase((A.Word("battle"),))), A.Arg(A.Role.WITH, _THIS)),
        A.Form.PROGRESSIVE,
    )
    obj = A.NounPhrase((A.Relative(battling), *o.terms[2:]), ("", *o.links[2:]))
    args = tuple(
        A.Arg(A.Role.OBJECT, obj, a.pause) if a is objs[0] else a
        for a in b.args
        if a is not withs[0]
    )
    return dataclasses.replace(b, args=args)


_ALL = A.NounPhrase((A.Count(None, "card", "all"),))
# the value of a 「特徴をすべて失う」: every trait the card has when it is read (2.5)
ALL_TRAITS = "*"


def traits_all_lost(
    args: dict[A.Role, Any], subject: Sel, kind: str, cond: Cond | None, lead: str | None
) -> Op | None:
    """「そのターン中、そのキャラは特徴をすべて失い」 in an effect: each card the subject names has
    no trait (2.5) for the duration (8.2.1.2; one given later is had again, 8.9.1.5); with no
    duration of its own, the duration said before it in its sentence (``inherit``). None for
    another step."""
    if (
        kind == "continuous"
        or args.get(A.Role.OBJECT) != A.NounPhrase((A.Word("trait"),))
        or args.get(A.Role.NONE) != _ALL
        or set(args) - {A.Role.TOPIC, A.Role.SUBJECT, A.Role.TIME} != {A.Role.OBJECT, A.Role.NONE}
    ):
        return None
    if subject.zone not in (None, "stage"):
        raise Unsupported("losing traits off the stage")
    until = _until(args[A.Role.TIME], kind) if A.Role.TIME in args else "inherit"
    return ws_op(
        "lose_trait", target=subject, traits=(ALL_TRAITS,), until=until, cond=cond, lead=lead
    )


def _traits_lost(args: dict[A.Role, Any], subject: Sel, cond: Cond | None, lead: str | None) -> Op:
    """「(〜なら、)このカードは《X》をすべて失う」 / 「…は《X》を失う」 in a continuous ability: the
    card has not the traits named while it applies (2.5; applied with the traits given in
    timestamp order, 8.9.1.5, ``continuous.traits_of``) — 「すべて」 or not, each trait named."""
    obj = args.get(A.Role.OBJECT)
    if (
        obj == A.NounPhrase((A.Word("trait"),))
        and set(args) == {A.Role.OBJECT, A.Role.NONE}
        and args[A.Role.NONE] == _ALL
        and subject.ref == "this"
        and subject.zone is None
    ):
        # 「このカードは特徴をすべて失う」: every trait it has, those given too (2.5, 8.9.1.5)
        return ws_op("lose_trait", target=subject, traits=(ALL_TRAITS,), cond=cond, lead=lead)
    if (
        set(args) - {A.Role.NONE} != {A.Role.OBJECT}
        or args.get(A.Role.NONE, _ALL) != _ALL
        or not isinstance(obj, A.NounPhrase)
        or not all(isinstance(t, A.Trait) for t in obj.terms)
        or not all(link.rstrip("、") == "と" for link in obj.links)
        or subject.ref != "this"
        or subject.zone is not None
    ):
        raise Unsupported("losing traits, of this shape")
    traits = tuple(t.text for t in obj.terms)  # type: ignore[union-attr]
    return ws_op("lose_trait", target=subject, traits=traits, cond=cond, lead=lead)


def _also_coloured(b: A.Action, kind: str, cond: Cond | None, lead: str | None) -> Op | None:
    """「(そのターン中、)Xは青としても扱う」 / 「このカードは赤と青と黄としても扱う」: the cards X selects
    also have those colours (a card's colour, 2.4), for as long as the effect lasts (a continuous
    ability's, while it applies); None when what it is treated as is not a colour."""
    words = [a.value for a in b.args if a.role in (A.Role.WITH, A.Role.ALSO)]
    colours: list[str] = []
    for i, np in enumerate(words):
        last = i == len(words) - 1
        want = 2 if last else 1
        if not isinstance(np, A.NounPhrase) or len(np.terms) != want:
            return None
        t = np.terms[0]
        if not isinstance(t, A.Word) or t.id not in COLORS:
            return None
        if last and np.terms[1] != A.Word("as"):
            return None
        colours.append(COLORS[t.id])
    if not colours or [a.role for a in b.args if a.role is A.Role.ALSO] != [A.Role.ALSO]:
        return None
    rest = {a.role: a.value for a in b.args if a.role not in (A.Role.WITH, A.Role.ALSO)}
    if set(rest) - {A.Role.TOPIC, A.Role.TIME} or A.Role.TOPIC not in rest:
        raise Unsupported("a colour treated as another, of this shape")
    if b.form is not A.Form.FINAL or b.modal is not None:
        raise Unsupported("a colour treated as another, of this shape")
    target = sel(rest[A.Role.TOPIC])
    if target.zone not in (None, "stage") or (target.ref is None and target.count is not None):
        raise Unsupported("a colour treated as another, of a card off the stage")
    if kind == "continuous":
        if A.Role.TIME in rest:
            raise Unsupported("a continuous ability with a duration")
        until = None
    else:
        until = _until(rest.get(A.Role.TIME), kind)
    return ws_op(
        "also_colour", target=target, also=tuple(colours), until=until, cond=cond, lead=lead
    )


def _also_traited(b: A.Action, kind: str, cond: Cond | None, lead: str | None) -> Op | None:
    """「(そのターン中、)このカードは《管楽器》(と《弦楽器》)を持つキャラとしても扱う」: the cards the
    topic selects are treated as having that trait too — 《X》 names the cards with that trait
    (2.5.3), so they have it besides their own (2.5.1), as 「《管楽器》を得る」, for as long as the
    effect lasts (a continuous ability's, while it applies); None when what they are treated as
    is no card described by the traits it has."""
    args = sh_cond.args_of(b)
    also = args.get(A.Role.ALSO)
    if (
        not isinstance(also, A.NounPhrase)
        or len(also.terms) != 3
        or also.terms[1:] != (A.CardKind("character"), A.Word("as"))
        or not isinstance(also.terms[0], A.Relative)
    ):
        return None
    have = also.terms[0].clause
    if not isinstance(have, A.Action) or have.verb != "have" or have.form is not A.Form.FINAL:
        return None
    hargs = sh_cond.args_of(have)
    obj = hargs.get(A.Role.OBJECT)
    if (
        set(hargs) != {A.Role.OBJECT}
        or not isinstance(obj, A.NounPhrase)
        or not all(isinstance(t, A.Trait) for t in obj.terms)
        or not all(link.rstrip("、") == "と" for link in obj.links)
    ):
        return None
    if set(args) - {A.Role.TOPIC, A.Role.ALSO, A.Role.TIME} or A.Role.TOPIC not in args:
        raise Unsupported("a trait treated as had, of this shape")
    if b.form is not A.Form.FINAL or b.modal is not None:
        raise Unsupported("a trait treated as had, of this shape")
    target = sel(args[A.Role.TOPIC])
    if target.zone not in (None, "stage") or (target.ref is None and target.count is not None):
        raise Unsupported("a trait treated as had, of a card off the stage")
    if target.zone is None and target.ref is None:
        target = ws_sel(target, zone="stage")
    if kind == "continuous":
        if A.Role.TIME in args:
            raise Unsupported("a continuous ability with a duration")
        until = None
    else:
        until = _until(args.get(A.Role.TIME), kind)
    traits = tuple(t.text for t in obj.terms)  # type: ignore[union-attr]
    return ws_op(
        "grant", target=target, grants=(), traits=traits, until=until, cond=cond, lead=lead
    )


def _also_named(b: A.Action, kind: str, cond: Cond | None, lead: str | None) -> Op:
    """「(そのターン中、)このカード(のカード名 / の名前)は「X」としても扱う」: the card is also treated as
    having the card name X (2.1.2: a quoted name refers to the cards with that name), for as long
    as the effect lasts (a continuous ability's, while it applies). The cards named may be any
    the noun phrase before 「(の)カード名は」 selects — 「他のあなたのカード名に「A」を含むキャラ
    すべてのカード名は「B」としても扱う」, 「そのキャラは…」 (Q235): each of them (the shared
    selection, ``nouns.sel``)."""
    coloured = _also_coloured(b, kind, cond, lead)
    if coloured is not None:
        return coloured
    traited = _also_traited(b, kind, cond, lead)
    if traited is not None:
        return traited
    args = sh_cond.args_of(b)
    sh_steps._only(
        args, {A.Role.TOPIC, A.Role.ALSO, A.Role.TIME, A.Role.WITH}, "a name treated as another"
    )
    topic, also = args.get(A.Role.TOPIC), args.get(A.Role.ALSO)
    # 「「A」と「B」としても扱う」: names joined with と before the last — the card is treated as
    # having each of them (2.1.2); the grammar hangs 「「A」と」 on the verb
    more = args.get(A.Role.WITH)
    names_before: tuple[str, ...] = ()
    if more is not None:
        if (
            not isinstance(more, A.NounPhrase)
            or not all(isinstance(t, A.Name) for t in more.terms)
            or not all(link.rstrip("、") in ("と", "") for link in more.links)
        ):
            raise Unsupported("a name treated as another with with")
        names_before = tuple(t.text for t in more.terms)  # type: ignore[union-attr]
    if isinstance(topic, A.NounPhrase) and topic.terms[-1:] == (A.Word("name"),):
        # 「このカードの名前は」: a card's name is its card name (2.1.1: 「このカードの持つ固有名称」)
        topic = A.NounPhrase((*topic.terms[:-1], A.Word("card_name")), topic.links)
    this = A.NounPhrase((A.Ref("this_card"),))
    this_name = A.NounPhrase((A.Ref("this_card"), A.Word("card_name")), ("の",))
    target = Sel(ref="this")
    if topic not in (this, this_name) and isinstance(topic, A.NounPhrase) and topic.terms:
        # 「Xのカード名は」 / 「Xは」: the cards X selects (X a noun phrase of cards)
        cards = topic
        if topic.terms[-1] == A.Word("card_name") and len(topic.terms) > 1:
            if topic.links[-1] not in ("の", ""):
                raise Unsupported("a name treated as another, of this shape")
            cards = A.NounPhrase(topic.terms[:-1], topic.links[:-1])
        target = sel(cards)
        if target.zone not in (None, "stage"):
            # a card off the stage (「あなたの手札のこのカードのカード名は…」): not read yet
            raise Unsupported("a name treated as another, of a card off the stage")
        topic = this  # the shape checked below is the rest of the step
    if (
        b.form is not A.Form.FINAL
        or b.modal is not None  # 「…としても扱うことができる」: not the plain step
        or topic not in (this, this_name)
        or not isinstance(also, A.NounPhrase)
        or len(also.terms) != 2
        or not isinstance(also.terms[0], A.Name)
        or also.terms[1] != A.Word("as")
    ):
        raise Unsupported("a name treated as another, of this shape")
    names = (*names_before, also.terms[0].text)
    if kind == "continuous":
        if A.Role.TIME in args:
            raise Unsupported("a continuous ability with a duration")
        until = None
    else:
        until = _until(args.get(A.Role.TIME), kind)
    return ws_op("also_name", target=target, also=names, until=until, cond=cond, lead=lead)


def bare_keyword(t: Any) -> str | None:
    """アンコール / 助太刀 printed without its quotes, or quoted 「チェンジ」 as a name is (the
    rules quote keywords so too, 10.1.2 「アラーム」): the keyword (chapter 10) the word names, by
    its canonical name; None for any other term. Read only where a keyword is named (used, done,
    the means of a placement), never in a name filter."""
    if not isinstance(t, A.Unknown | A.Name):
        return None
    from grammar.keywords import lookup

    kw = lookup("ws", t.text)
    return kw.names[0] if kw is not None else None


def _keyword_quote(t: Any) -> str | None:
    """『助太刀』 / 『【自】 アンコール』 / 「アンコール」: the keyword a quote names (with nothing
    else), or the keyword's name printed bare."""
    if isinstance(t, A.Unknown):
        return bare_keyword(t)
    if isinstance(t, A.Quote) and len(t.abilities) == 1:
        ab = t.abilities[0]
        if ab.keyword is not None and ab.effect is None and ab.cost is None:
            return ab.keyword.name
    return None


def _forbidden_item(verb: str, np: Any) -> str:
    """What a player may not do: ``play`` from the hand an ``event`` / a ``backup`` (『助太刀』) /
    what has the counter icon (``counter``, 【カウンター】);
    ``use`` an ``encore`` (『【自】 アンコール』, the rules' ［(3)］ one too: 10.2.3), an
    ``encore@other`` (他のあなたのキャラの『【自】 アンコール』) or an ``activated@stage`` (舞台にいる
    キャラの【起】)."""
    terms = tuple(np.terms) if isinstance(np, A.NounPhrase) else ()
    if verb == "play" and len(terms) > 1 and terms[0] == A.Zone("hand") and np.links[0] == "の":
        # 「手札のイベントをプレイできない」: a card played is a hand card (8.6.1) — the same item
        # as 「イベントを手札からプレイできない」
        terms = terms[1:]
        np = A.NounPhrase(terms, np.links[1:])
    if verb == "play" and len(terms) == 1:
        if isinstance(terms[0], A.CardKind) and terms[0].id in ("event", "character", "climax"):
            # 「イベント / キャラ / クライマックスを手札からプレイできない」: every card of that kind
            # (2.3.2) played from the hand
            return terms[0].id  # type: ignore[union-attr,no-any-return]
        if _keyword_quote(terms[0]) == "助太刀":
            return "backup"
        if (isinstance(terms[0], A.Label) and terms[0].name == "カウンター") or (
            isinstance(terms[0], A.Unknown) and terms[0].text == "カウンター"
        ):
            # 「相手は【カウンター】を手札からプレイできない」: what has the counter icon (2.8.2) —
            # a counter event, and an activated ability of a hand card such as 『助太刀』
            return "counter"
        if isinstance(terms[0], A.Name):
            # 「あなたは「X」を手札からプレイできない」: any card named X (2.1.2)
            return f"name:{terms[0].text}"
    if (
        verb == "play"
        and len(terms) == 2
        and isinstance(terms[0], A.StatFilter)
        and terms[0].stat.id in ("level", "cost")
        and terms[0].value.value is not None
        and isinstance(terms[1], A.CardKind)
        and terms[1].id in ("event", "character", "climax")
        and np.links[0] == "の"
    ):
        # 「相手はレベル2以下のイベントを手札からプレイできない」: the cards of that kind whose value
        # passes the filter, as it is in the hand when played (1.3.3; ``play_forbidden_by_name``)
        f = terms[0]
        return f"filter:{terms[1].id}:{f.stat.id}:{f.cmp}:{f.value.value}"
    if verb == "use" and len(terms) == 1 and _keyword_quote(terms[0]) == "助太刀":
        return "backup@use"  # read as the play of it by ``_player_prohibition``
    if verb == "use" and terms and _keyword_quote(terms[-1]) == "アンコール":
        if len(terms) == 1:
            return "encore"
        if terms[:-1] == (A.Ref("other"), A.Owner("you"), A.CardKind("character")):
            return "encore@other"
    if (
        verb == "use"
        and len(terms) == 3
        and isinstance(terms[0], A.Relative)
        and terms[1:] == (A.CardKind("character"), A.CardKind("activated_ability"))
    ):
        where = sh_cond.args_of(terms[0].clause) if terms[0].clause.verb == "exist" else {}
        if set(where) == {A.Role.GOAL} and sel(where[A.Role.GOAL]) == ws_sel(zones=("stage",)):
            return "activated@stage"
    if verb == "receive" and terms == (
        A.Owner("opponent"),
        A.CardKind("character"),
        A.CardKind("auto_ability"),
        A.CardKind("effect"),
        A.Word("damage"),
    ):
        return "damage@opponent_character_auto"  # 相手のキャラの【自】の効果によるダメージ
    raise Unsupported(f"a prohibition to {verb} something of this shape")


def _player_prohibition(
    b: A.Action, args: dict[A.Role, Any], who: str, kind: str, cond: Cond | None
) -> Op:
    """「相手はイベントを手札からプレイできない」 / 「あなたは他のあなたのキャラの『【自】 アンコール』を
    使えない」: the players ``who`` names may not do it while the effect lasts (a prohibition beats
    what the rules allow, 1.3.3). A continuous ability's 「このカードのバトル中、」 is a condition
    on this card being in a battle; a one-shot effect says how long it lasts."""
    time = args.pop(A.Role.TIME, None)
    until: str | None = None
    if kind == "continuous":
        during = _during(time) if time != A.Duration("this_battle_of_card") else None
        extra: Cond | None = None
        if time == A.Duration("this_battle_of_card"):
            extra = Cond("count", sel=ws_sel(ref="this", in_battle=True))
        elif during is not None:
            extra = Cond("turn", owner=during)
        elif time is not None:
            raise Unsupported("a prohibition during this time")
        if extra is not None:
            cond = extra if cond is None else Cond("and", parts=(extra, cond))
    elif time is None:
        # 「そのターン中、このカードのパワーを＋1000し、相手は…できない」: the duration said before
        # it in the sentence (``_in_context``)
        until = "inherit"
    else:
        if not isinstance(time, A.Duration) or time.id not in DURATIONS:
            raise Unsupported("a prohibition lasting unstated")
        until = DURATIONS[time.id]
    if b.verb == "play":
        sh_steps._only(args, {A.Role.OBJECT, A.Role.WITH, A.Role.SOURCE}, "a play prohibition")
        # 「相手は【カウンター】をプレイできない」 with no 「手札から」: a card played is a hand card
        # (8.6.1), and 『助太刀』 is played from the hand (10.5.1) — the same prohibition
        if A.Role.SOURCE in args and sel(args[A.Role.SOURCE]) != ws_sel(zones=("hand",)):
            raise Unsupported("a prohibition to play from somewhere other than the hand")
        # 「イベントと『助太刀』を」: the grammar reads the first of the two as 「…と」 (with)
        items = tuple(
            _forbidden_item("play", args[r]) for r in (A.Role.WITH, A.Role.OBJECT) if r in args
        )
    else:
        sh_steps._only(args, {A.Role.OBJECT}, f"a {b.verb} prohibition")
        items = (_forbidden_item(b.verb, args.get(A.Role.OBJECT)),)
        if items == ("backup@use",):
            # 「相手は助太刀できない / 『助太刀』を使えない」: 『助太刀』 is used by playing it from the
            # hand (10.5.1) — the prohibition to play it
            b, items = dataclasses.replace(b, verb="play"), ("backup",)
    owner = {"you": "you", "opponent": "opponent", "all": None}[who]
    return ws_op(
        "forbid", target=Sel(owner=owner), stat=b.verb, forbid=items, until=until, cond=cond
    )


_CLOCKABLE = {
    "climax": "climax",
    "character": "character",
    "event": "event",
    None: "card",
    "card": "card",
}


def _names_clock_phase(g: Any, who: str | None = None) -> bool:
    """「クロックフェイズに」 / 「自分のクロックフェイズに」: the time of the clock phase's action;
    also the performer's own named by who they are (「相手は相手のクロックフェイズに」, ``who``:
    the player the topic names) — the clock action is the turn player's, in their own clock
    phase (6.4.1.2)."""
    return (
        isinstance(g, A.NounPhrase)
        and g.terms[-1:] == (A.Word("clock_phase"),)
        and all(isinstance(t, A.Owner) and t.who in ("self", who) for t in g.terms[:-1])
    )


def _topic_player(put: A.Action) -> str | None:
    """「あなたは」 / 「相手は」: the player a step's topic names, else None."""
    topic = next((a.value for a in put.args if a.role is A.Role.TOPIC), None)
    return {Sel(owner="you"): "you", Sel(owner="opponent"): "opponent"}.get(
        sel(topic) if isinstance(topic, A.NounPhrase) else Sel(ref="?")
    )


def clock_prohibition(sent: A.Sentence, kind: str) -> Op | None:
    """「あなたは(自分のクロックフェイズに、)手札のクライマックスをクロック置場に置いてカードを(2枚)
    引くことができない」: the clock phase's action (6.4.1.2: a hand card put into the clock, then two
    cards drawn) forbidden to the players named, for a hand card of the kind named (any card:
    「手札のカード」) — a prohibition beats what the rules allow (1.3.3). Read in a continuous
    ability; the action is the rules' one only (the clock zone, the hand, a draw), so the time
    「クロックフェイズに」, where the action is made, adds nothing. None when the sentence is not
    of this shape."""
    if len(sent.steps) not in (1, 2) or any(
        st.lead is not None or st.cost is not None for st in sent.steps
    ):
        return None
    if len(sent.steps) == 1:
        # 「相手は(自分の)クロックフェイズに手札のカードをクロック置場に置けない」: the put alone,
        # forbidden in the clock phase — that phase's action (6.4.1.2), whose draw is done only
        # 「そうした場合」: with the put forbidden, nothing is drawn either
        put = sent.steps[0].body
        if not (
            isinstance(put, A.Action)
            and put.verb == "put"
            and (put.modal in ("ことができない", "ことはできない") or put.form is A.Form.CANNOT)
            and any(
                _names_clock_phase(a.value, _topic_player(put))
                for a in put.args
                if a.role is A.Role.GOAL
            )
        ):
            return None
        draw = None
    else:
        put, draw = (st.body for st in sent.steps)
        if not (
            isinstance(put, A.Action)
            and isinstance(draw, A.Action)
            and put.verb == "put"
            and put.form is A.Form.TE
            and put.modal is None
            and draw.verb == "draw"
            and (draw.modal in ("ことができない", "ことはできない") or draw.form is A.Form.CANNOT)
        ):
            return None
    if kind != "continuous":
        raise Unsupported("a prohibition of the clock action outside a continuous ability")
    who = _topic_player(put)
    goals = [a.value for a in put.args if a.role is A.Role.GOAL]
    phase = [g for g in goals if _names_clock_phase(g, who)]
    zones = [g for g in goals if g not in phase]
    obj = [a.value for a in put.args if a.role is A.Role.OBJECT]
    drawn = [a for a in draw.args] if draw is not None else []
    two = A.NounPhrase((A.Count(A.Number(2), "card", "exact"),))
    if (
        who is None
        or len(put.args) != 2 + len(goals)
        or len(zones) != 1
        or sel(zones[0]) != ws_sel(zones=("clock",))
        or len(obj) != 1
        # the draw: 「引く」, 「カードを引く」, 「2枚引く」, 「カードを2枚引く」 (6.4.1.2: two cards)
        or len({a.role for a in drawn}) != len(drawn)
        or any(a.value not in (A.NounPhrase((A.CardKind("card"),)), two) for a in drawn)
    ):
        raise Unsupported("a prohibition of the clock action, of this shape")
    card = sel(obj[0])
    if (
        dataclasses.replace(card, kinds=()) != ws_sel(zones=("hand",))
        or card.kind not in _CLOCKABLE
    ):
        raise Unsupported("a prohibition of the clock action for cards of this description")
    cond = condition(sent.steps[0].condition) if sent.steps[0].condition is not None else None
    return ws_op(
        "forbid",
        target=Sel(owner=who),
        stat="clock",
        forbid=(_CLOCKABLE[card.kind],),
        cond=cond,
    )


def _loss_exemption(args: dict[A.Role, Any], who: str, kind: str, cond: Cond | None) -> Op:
    """「あなたはレベル4であることによって敗北しない」: the loss condition of 9.4.1.1 (four cards or
    more in the level zone) does not make the players ``who`` names lose while their level zone
    holds exactly that many cards — the text beats the rules (1.3.1); at any other count the rule
    applies as printed (「（レベル5になったら敗北する）」). Read in a continuous ability only; the
    cause must be a level 「レベルNであること」."""
    if kind != "continuous":
        raise Unsupported("a loss exemption outside a continuous ability")
    by = args.pop(A.Role.BY, None)
    owner = {"you": "you", "opponent": "opponent", "all": None}.get(who, "?")
    if (
        args
        or owner == "?"
        or not isinstance(by, A.NounPhrase)
        or len(by.terms) != 2
        or by.terms[1] != A.Word("being")
    ):
        raise Unsupported("a loss exemption of this shape")
    f = by.terms[0]
    if not (
        isinstance(f, A.StatFilter)
        and f.stat == A.Stat("level")
        and f.cmp == "eq"
        and isinstance(f.value.value, int)
    ):
        raise Unsupported("a loss exemption for a cause other than a level")
    return ws_op(
        "forbid",
        target=Sel(owner=owner),
        stat="lose",
        forbid=(f"level@{f.value.value}",),
        cond=cond,
    )


# relative clauses that name the cards the effect just dealt with (公開されたカード, この効果で控え室
# に置かれたキャラ, あなたが選んだキャラ)
_JUST_HANDLED = ("reveal.passive_past", "put.passive_past", "choose.past")


def _difference(terms: list[Any]) -> tuple[A.NounPhrase, A.NounPhrase] | None:
    """「ＡからＢを引いた数」: the two values of a subtraction (Ａ, Ｂ), else None."""
    if len(terms) != 2 or terms[1] != A.Word("number") or not isinstance(terms[0], A.Relative):
        return None
    c = terms[0].clause
    if not isinstance(c, A.Action) or c.verb != "draw" or c.form is not A.Form.PAST:
        return None
    args = {a.role: a.value for a in c.args}
    if set(args) != {A.Role.SOURCE, A.Role.OBJECT} or len(c.args) != 2:
        return None
    a, b = args[A.Role.SOURCE], args[A.Role.OBJECT]
    if not isinstance(a, A.NounPhrase) or not isinstance(b, A.NounPhrase):
        return None
    return a, b


def _x_step(st: A.Step, goal: A.NounPhrase) -> A.Step:
    """The step 「Ｘは（goal）に等しい」 of ``st`` with another goal."""
    b = st.body
    assert isinstance(b, A.Action)
    args = tuple(dataclasses.replace(a, value=goal) if a.role is A.Role.GOAL else a for a in b.args)
    return dataclasses.replace(st, body=dataclasses.replace(b, args=args))


def x_definition(sent: A.Sentence) -> XDef | None:
    """A sentence 「Ｘは…に等しい。」: what X is, else None (not such a sentence)."""
    if len(sent.steps) != 1:
        return None
    b = sent.steps[0].body
    if not isinstance(b, A.Action) or b.verb != "equal":
        return None
    args = {a.role: a.value for a in b.args}
    topic = args.get(A.Role.TOPIC)
    goal = args.get(A.Role.GOAL)
    if topic is not None:
        t = topic.terms[0] if isinstance(topic, A.NounPhrase) and len(topic.terms) == 1 else None
        if not isinstance(t, A.Count) or t.number is None or t.number.variable != "X":
            return None
    if not isinstance(goal, A.NounPhrase) or not goal.terms:
        raise Unsupported("an X defined by something that is not a noun phrase")
    terms, links = list(goal.terms), list(goal.links)
    op, k = None, 0
    if isinstance(terms[-1], A.Amount):
        amt = terms.pop()
        links.pop()
        if amt.number.value is None or amt.sign not in ("x", "+", "-"):
            raise Unsupported("an X with a variable factor")
        op, k = amt.sign, amt.number.value
    diff = _difference(terms)
    if diff is not None and topic is not None:
        # 「ＸはあなたのレベルからＢのレベルを引いた数に等しい」: the first value less the second
        # (the subtraction 引く; a result of 0 or less asks an action no times, 1.3.2.2)
        first, second = (
            x_definition(dataclasses.replace(sent, steps=(_x_step(sent.steps[0], np),)))
            for np in diff
        )
        if first is None or second is None or first.op is not None or first.less is not None:
            raise Unsupported("an X difference of this shape")
        return dataclasses.replace(first, less=second, op=op, k=k)
    if topic is None:
        # 公開されたカードのレベル: the relative clause names the cards just dealt with
        rel = terms[0]
        if not isinstance(rel, A.Relative):
            raise Unsupported("an X defined without Ｘは")
        c = rel.clause
        if f"{c.verb}.{c.form.value}" not in _JUST_HANDLED:
            raise Unsupported(f"an X about the cards a {c.verb} named")
        terms[0] = A.Ref("those_cards")
    what = "count"
    stat = None
    colours = _colours_of(A.NounPhrase(tuple(terms), tuple(links[: max(len(terms) - 1, 0)])))
    if colours is not None:
        # あなたの思い出の持つ色の合計: how many colours the cards have between them
        return XDef("colors", colours, None, op, k)
    if (
        len(terms) > 3
        and terms[-3] == A.Word("trigger_icon")
        and isinstance(terms[-2], A.Icon)
        and terms[-2].name in ICONS
        and terms[-1] == A.Word("total")
    ):
        # それらのカードのトリガーアイコンの[[soul.gif]]の合計: how many of that icon they have
        icon = ICONS[terms[-2].name]  # type: ignore[union-attr]
        inner = A.NounPhrase(tuple(terms[:-3]), tuple(links[: len(terms) - 4]))
        return XDef("icons", sel(inner), icon, op, k)
    whose = _declarer(terms[0]) if len(terms) == 2 and terms[1] == A.Word("number") else None
    if whose is not None:
        # 「Ｘは相手の宣言した数＋1に等しい」: the number that player declared in the effect
        return XDef("declared", Sel(owner=whose), None, op, k)
    if terms == [A.Ref("that"), A.Word("number_of_cards")]:
        # 「…を3枚まで選び、…。Ｘはその枚数×1000に等しい」: the number of cards the choice before
        # chose (``chosen_count``; an ability with no choice is refused: ``compile_ability``)
        return XDef("chosen_count", Sel(), None, op, k)
    if terms[-1] == A.Word("number_of_cards"):
        terms.pop()
        if len(terms) > 1 and terms[-1] == A.Word("total"):
            # 「…の下のマーカーの合計枚数」: the number of the cards, all together (as 「…の枚数」)
            terms.pop()
    elif terms[-1] == A.Word("total") and terms[-2:-1] == [A.CardKind("card")]:
        # 「Ｘはあなたのマーカー置場のカードの合計×500に等しい」: the total of the cards, their
        # number (as 「…のカードの枚数」)
        terms.pop()
    elif terms[-1] == A.Word("total") and len(terms) > 1 and isinstance(terms[-2], A.Stat):
        stat = terms[-2].id  # type: ignore[union-attr]
        what = "total"
        terms = terms[:-2]
    elif isinstance(terms[-1], A.Stat):
        if (
            len(terms) == 2
            and terms[-1] == A.Stat("level")
            and isinstance(terms[0], A.Owner)
            and terms[0].who in ("you", "self", "opponent")
        ):
            # 「Ｘはあなたのレベル×500に等しい」: a player's level, the number of cards in their
            # level zone (3.9, 9.3.2), counted when X is worked out
            whose = "opponent" if terms[0].who == "opponent" else "you"
            return XDef("level", Sel(owner=whose), None, op, k)
        stat = terms.pop().id  # type: ignore[union-attr]
        what = "stat"
    else:
        raise Unsupported("an X that is not a number of cards or a value")
    if stat is not None and stat not in ("level", "power", "soul", "cost"):
        raise Unsupported(f"an X from the {stat} of cards")
    inner = A.NounPhrase(tuple(terms), tuple(links[: max(len(terms) - 1, 0)]))
    target = sel(inner)
    if what == "stat" and target.ref is None:
        raise Unsupported("an X from the value of a card that is not named")
    if what == "count" and target.ref is None and target.zone is None:
        target = ws_sel(target, zone="stage")
    return XDef(what, target, stat, op, k)


_SLOT_ZONES = {"stage": "stage", "back_stage": "back_row", "center_stage": "front_row"}
# このカードの後ろの枠 / 前の枠 / 隣の枠 (``ops.op_to_slot``: ``near:<relation>``)
_NEAR_SLOTS = {"behind": "behind", "front": "front", "adjacent": "adjacent"}


# 「防御キャラとして」 (putting a card into a slot): as the defending character (7.2.1.5.1)
_AS_DEFENDER = A.NounPhrase((A.Word("defending"), A.CardKind("character"), A.Word("as")), ("", ""))


def bare_stage_goal(np: Any) -> A.NounPhrase | None:
    """「舞台に置く」 / 「前列に置く」 / 「自分の後列に置く」: a character put onto the stage (or a
    row of it) with no slot named goes into one of its slots (3.5.2: each card there is in a
    slot), the master's pick — as 「舞台の好きな枠に置く」 (``any:<zone>``); else None."""
    if not isinstance(np, A.NounPhrase) or not np.terms:
        return None
    t = np.terms
    if len(t) == 2 and isinstance(t[0], A.Owner) and t[0].who in ("you", "self"):
        t = t[1:]
    if len(t) != 1 or not isinstance(t[0], A.Zone) or t[0].id not in _SLOT_ZONES:
        return None
    return A.NounPhrase((t[0], A.Word("favourite"), A.Zone("slot")), ("の", ""))


def _slot_wording(np: A.NounPhrase) -> A.NounPhrase:
    """The same slot in the wording ``_slot_goal`` reads: 「別の(他の)空いている枠」 is 「空いている
    枠」 (an empty slot is another slot anyway, 3.6); 「前列のキャラがいない枠」 is 「前列のキャラ
    のいない枠」 (が / の in a relative clause); 「キャラのいない前列の枠」 is 「前列のキャラのいない
    枠」 (the row after the relative clause is its place, as 「空いている後列の枠」)."""
    t = np.terms
    rel = t[0] if len(t) in (2, 3) and isinstance(t[0], A.Relative) else None
    if rel is None:
        return np
    c = rel.clause
    verb = f"{c.verb}.{c.form.value}"
    if verb == "vacant.progressive" and len(t) == 2:
        others = [
            a
            for a in c.args
            if a.role is A.Role.SUBJECT_NO
            and a.value in (A.NounPhrase((A.Ref("other"),)), A.NounPhrase((A.Ref("another"),)))
        ]
        if len(others) == 1:
            c = dataclasses.replace(c, args=tuple(a for a in c.args if a is not others[0]))
            return A.NounPhrase((A.Relative(c), t[1]), np.links)
        return np
    if verb != "exist.negative":
        return np
    subj = [a for a in c.args if a.role in (A.Role.SUBJECT, A.Role.SUBJECT_NO)]
    if len(subj) != 1 or not isinstance(subj[0].value, A.NounPhrase):
        return np
    who = subj[0].value
    if len(t) == 3:
        if (
            not isinstance(t[1], A.Zone)
            or t[1].id not in _SLOT_ZONES
            or np.links != ("", "の")
            or who != A.NounPhrase((A.CardKind("character"),))
        ):
            return np
        who = A.NounPhrase((t[1], A.CardKind("character")), ("の",))
    elif subj[0].role is A.Role.SUBJECT_NO:
        return np
    args = tuple(
        dataclasses.replace(a, role=A.Role.SUBJECT_NO, value=who) if a is subj[0] else a
        for a in c.args
    )
    return A.NounPhrase((A.Relative(dataclasses.replace(c, args=args)), t[-1]), ("",))


# このカードのいる枠の<row>の枠: the row named, and the relation of 3.6.5 it stands in (a back-row
# slot is 「後ろの」 a front-row one, a front-row slot 「前の」 a back-row one)
_ROW_RELATION = {"back_stage": "behind", "center_stage": "front"}


def _row_of_this_slot(t: tuple[Any, ...]) -> str | None:
    """「このカードのいる枠の後列の枠」 (terms: the relative このカードのいる, 枠, 後列, 枠): ``behind``
    (``front`` for 前列); None for any other shape."""
    if (
        len(t) != 4
        or not isinstance(t[0], A.Relative)
        or t[1] != A.Zone("slot")
        or t[3] != A.Zone("slot")
        or not isinstance(t[2], A.Zone)
        or t[2].id not in _ROW_RELATION
    ):
        return None
    c = t[0].clause
    if (
        c.verb != "exist"
        or c.form is not A.Form.FINAL
        or len(c.args) != 1
        or c.args[0].role not in (A.Role.SUBJECT, A.Role.SUBJECT_NO)
        or c.args[0].value != A.NounPhrase((A.Ref("this_card"),))
    ):
        return None
    return _ROW_RELATION[t[2].id]


def _slot_goal(np: A.NounPhrase | A.Duration) -> tuple[str | None, A.NounPhrase | None]:
    """A slot as destination: 舞台の好きな枠 (``any:<zone>``), このカードがいた枠 (``was``),
    舞台のキャラのいない枠 (``empty:<zone>``); with the object the grammar folded into the
    relative clause (あなたはこのカードを…キャラのいない枠に置く)."""
    if not isinstance(np, A.NounPhrase) or np.terms[-1:] != (A.Zone("slot"),):
        return None, None
    np = _slot_wording(np)
    t = np.terms
    if t == (A.Word("original"), A.Zone("slot")):
        # 元の枠: the slot the card put there was in (10.2.2's 「それが直前に置かれていた枠」) —
        # whose, the caller reads from the object (``original``)
        return "original", None
    if (
        len(t) == 3
        and isinstance(t[0], A.Zone)
        and t[0].id in _SLOT_ZONES
        and t[1] == A.Word("favourite")
    ):
        return f"any:{_SLOT_ZONES[t[0].id]}", None
    if (
        len(t) == 4
        and isinstance(t[0], A.Owner)
        and t[0].who == "opponent"
        and isinstance(t[1], A.Zone)
        and t[1].id in _SLOT_ZONES
        and t[2] == A.Word("favourite")
        and np.links[:1] == ("の",)
    ):
        # 「相手の舞台の好きな枠」: a slot of the opponent's stage (3.6), the card put there being
        # the opponent's (3.1.6: checked as the step is done)
        return f"any_opp:{_SLOT_ZONES[t[1].id]}", None
    named = _named_slot(t)
    if named is not None:
        # 前列の中央の枠 / 前列中央の枠 / 中央の枠 / 後列の左の枠: the one slot named by its row and
        # side (3.6.4: 前列 and 後列; left and right as its master sees them, 3.6.6) — as
        # 「…好きな枠」 of a zone holding that slot alone
        return f"any:{named}", None
    if (
        len(t) == 3
        and isinstance(t[0], A.Zone)
        and t[0].id in _SLOT_ZONES
        and t[1] == A.Word("separate")
    ):
        # 舞台の別々の枠に置く: each card into a slot of its own
        return f"separate:{_SLOT_ZONES[t[0].id]}", None
    if t[-2:-1] in ((A.Ref("other"),), (A.Ref("another"),)) and (
        len(t) == 2 or (len(t) == 3 and isinstance(t[0], A.Zone) and t[0].id in _SLOT_ZONES)
    ):
        # 他の枠 / 別の枠 / 舞台の別の枠 / 前列の他の枠: a slot of that zone (the stage when none is
        # named) other than the one the card is in; one held by a character is read by the move
        # (move_into_occupied_slot)
        return f"other:{_SLOT_ZONES[t[0].id] if len(t) == 3 else 'stage'}", None  # type: ignore[union-attr]
    row_of_here = _row_of_this_slot(t)
    if row_of_here is not None:
        # このカードのいる枠の後列の枠 / 前列の枠: the slot of that row in the relation 3.6.5
        # names with the one this card is in (後ろの / 前の) — as このカードの後ろの枠 / 前の枠
        return f"near:{row_of_here}", None
    if (
        len(t) == 3
        and t[0] == A.Ref("this_card")
        and isinstance(t[1], A.Position)
        and t[1].id in _NEAR_SLOTS
    ):
        # このカードの後ろの枠 / 前の枠 / 隣の枠: a slot so related to the one this card is in
        # (3.6.5 front and behind, 3.6.4 next to it in its row)
        return f"near:{_NEAR_SLOTS[t[1].id]}", None
    if (
        len(t) == 3
        and t[0] in (A.Ref("other"), A.Ref("another"))
        and isinstance(t[1], A.Zone)
        and t[1].id in _SLOT_ZONES
    ):
        # 他の前列の枠 / 別の後列の枠: the same as 前列の他の枠 (the word order only)
        return f"other:{_SLOT_ZONES[t[1].id]}", None
    if (
        len(t) == 3
        and isinstance(t[0], A.Ref)
        and t[0].id in ("that_character", "that_card")
        and t[1:] == (A.Position("facing"), A.Zone("slot"))
    ):
        # そのキャラの正面の枠: the slot facing (3.6.6) the character the reference names, on the
        # other stage — the stage of the card put there (3.1.6)
        return "facing_ref", None
    if t == (A.Ref("that"), A.Zone("slot")):
        # 「…キャラを1枚選び、思い出にし、…1枚選び、その枠に置く」: the slot named before — the
        # one a card an earlier step of the effect moved off the stage left (as 「そのキャラが
        # いた枠」 there; none or several such cards, and the slot is not known)
        return "was_left", None
    if len(t) == 3 and isinstance(t[0], A.Relative) and t[1] == A.Ref("other"):
        # キャラのいない他の枠: an empty slot is another slot anyway
        t = (t[0], t[2])
    if (
        len(t) == 3
        and isinstance(t[0], A.Relative)
        and isinstance(t[1], A.Zone)
        and t[1].id in _SLOT_ZONES
        and np.links[1:] == ("の",)
        and f"{t[0].clause.verb}.{t[0].clause.form.value}" == "vacant.progressive"
    ):
        # 「空いている後列の枠」 / 「舞台の空いている前列の枠」: the word order of 「後列の空いて
        # いる枠」 — the row after the relative is its place (舞台の before it only says the slot
        # is the stage's)
        c = t[0].clause
        vargs = [a for a in c.args if a.role is not A.Role.SUBJECT_NO]
        place = [a.value for a in c.args if a.role is A.Role.SUBJECT_NO]
        if place not in ([], [A.NounPhrase((A.Zone("stage"),))]):
            raise Unsupported("a slot of this shape")
        row = A.Arg(A.Role.SUBJECT_NO, A.NounPhrase((t[1],)))
        t = (A.Relative(dataclasses.replace(c, args=(*vargs, row))), t[2])
    if len(t) == 2 and isinstance(t[0], A.Relative):
        c = t[0].clause
        args = {a.role: a.value for a in c.args}
        if args.get(A.Role.SUBJECT) == A.NounPhrase((A.Zone("stage"), A.Ref("this_card")), ("の",)):
            # 舞台のこのカードがいた枠: 舞台の only says where the slot is (a slot is the stage's)
            args[A.Role.SUBJECT] = A.NounPhrase((A.Ref("this_card"),))
        if (
            f"{c.verb}.{c.form.value}" == "vacant.progressive"
            and len(set(args) - {A.Role.OBJECT, A.Role.TOPIC}) <= 1
            and (A.Role.TOPIC not in args or _is_you(args[A.Role.TOPIC]))
        ):
            # 舞台の空いている枠 (= 舞台のキャラのいない枠) / 舞台の別々の空いている枠 (with the
            # object the grammar folded in: このカードを後列の空いている枠に); 「空いている枠」 with
            # no place named: a slot is the stage's (3.6)
            (where,) = [v for r, v in args.items() if r not in (A.Role.OBJECT, A.Role.TOPIC)] or [
                A.NounPhrase((A.Zone("stage"),))
            ]
            wt = where.terms if isinstance(where, A.NounPhrase) else ()
            separate = wt[-1:] == (A.Word("separate"),)
            wt = wt[:-1] if separate else wt
            row = (
                _SLOT_ZONES.get(wt[0].id)
                if len(wt) == 1 and isinstance(wt[0], A.Zone)
                else _ROW_SLOTS.get((wt[0].id, wt[1].id))
                if len(wt) == 2 and isinstance(wt[0], A.Zone) and isinstance(wt[1], A.Position)
                else None
            )
            if row is None:
                raise Unsupported("a slot of this shape")
            kind_ = "separate_empty" if separate else "empty"
            return f"{kind_}:{row}", args.get(A.Role.OBJECT)  # type: ignore[return-value]
        if f"{c.verb}.{c.form.value}" == "exist.past" and args.get(A.Role.SUBJECT) == (
            A.NounPhrase((A.Ref("this_card"),))
        ):
            # このカードがいた枠 (with the object the grammar folded in: このカードをこのカードが
            # いた枠に)
            if set(args) - {A.Role.SUBJECT, A.Role.OBJECT, A.Role.TOPIC} or (
                A.Role.TOPIC in args and not _is_you(args[A.Role.TOPIC])
            ):
                raise Unsupported("a slot of this shape")
            return "was", args.get(A.Role.OBJECT)  # type: ignore[return-value]
        here = args.get(A.Role.SUBJECT, args.get(A.Role.SUBJECT_NO))
        if (
            f"{c.verb}.{c.form.value}" == "exist.final"
            and here == A.NounPhrase((A.Ref("this_card"),))
            and len(set(args) & {A.Role.SUBJECT, A.Role.SUBJECT_NO}) == 1
            and set(args) <= {A.Role.SUBJECT, A.Role.SUBJECT_NO, A.Role.OBJECT, A.Role.TOPIC}
            and (A.Role.TOPIC not in args or _is_you(args[A.Role.TOPIC]))
        ):
            # このカードがいる枠 / このカードのいる枠: the slot this card is in now; the card put
            # there and this card are then two characters in one slot, and the rule process puts
            # the one put there earlier into the waiting room (9.6.2)
            return "here", args.get(A.Role.OBJECT)  # type: ignore[return-value]
        subj = args.get(A.Role.SUBJECT)
        if (
            f"{c.verb}.{c.form.value}" == "exist.past"
            and isinstance(subj, A.NounPhrase)
            and len(subj.terms) == 1
            and isinstance(subj.terms[0], A.Ref)
            and subj.terms[0].id in CHOSEN_REFS
            and args.get(A.Role.OBJECT) == subj
            and set(args) <= {A.Role.SUBJECT, A.Role.OBJECT, A.Role.TOPIC}
            and (A.Role.TOPIC not in args or _is_you(args[A.Role.TOPIC]))
        ):
            # そのキャラをそのキャラがいた枠に: back into the slot the card it names was in (the
            # object and the card of the slot are one; 「…選び、そのキャラがいた枠に」, where they
            # may be two cards, is refused)
            return "was_target", args[A.Role.OBJECT]  # type: ignore[return-value]
        if (
            f"{c.verb}.{c.form.value}" == "exist.past"
            and isinstance(subj, A.NounPhrase)
            and len(subj.terms) == 1
            and isinstance(subj.terms[0], A.Ref)
            and subj.terms[0].id in ("that_character", "that_card")
            and set(args) == {A.Role.SUBJECT}
        ):
            # 「…を1枚まで選び、そのキャラがいた枠に置く」: そのキャラ is not the card put there (the
            # object, left unsaid) but a card an earlier step of the effect moved off the stage:
            # the slot it left
            return "was_left", None
        if (
            f"{c.verb}.{c.form.value}" == "exist.past"
            and isinstance(subj, A.NounPhrase)
            and len(subj.terms) == 1
            and isinstance(subj.terms[0], A.Ref)
            and subj.terms[0].id in ("that_character", "that_card")
            and set(args) == {A.Role.SUBJECT, A.Role.SOURCE, A.Role.OBJECT}
            and isinstance(args[A.Role.SOURCE], A.NounPhrase)
            and isinstance(args[A.Role.OBJECT], A.NounPhrase)
            and args[A.Role.SOURCE].terms[-1:] in ((A.Position("top"),), (A.Position("bottom"),))
            and len(args[A.Role.OBJECT].terms) == 1
            and isinstance(args[A.Role.OBJECT].terms[0], A.Count)
        ):
            # 「自分の山札の上から1枚を、そのキャラがいた枠に置く」 (the grammar folds the cards put
            # into the clause): the cards at that end of the pile, into the slot the card an
            # earlier step moved off the stage left
            src, cnt = args[A.Role.SOURCE], args[A.Role.OBJECT]
            return "was_left", A.NounPhrase((*src.terms, *cnt.terms), (*src.links, "の"))

        if f"{c.verb}.{c.form.value}" == "exist.negative":
            sub = args.get(A.Role.SUBJECT_NO)
            whose = ""
            if (
                isinstance(sub, A.NounPhrase)
                and len(sub.terms) in (3, 4)
                and isinstance(sub.terms[0], A.Owner)
                and sub.terms[0].who in ("you", "self", "opponent")
            ):
                # 相手の舞台のキャラのいない枠 / 自分の前列の中央のキャラのいない枠: a slot of that
                # player's stage
                whose = "_opp" if sub.terms[0].who == "opponent" else ""
                sub = A.NounPhrase(sub.terms[1:], sub.links[1:])
            if (
                not whose
                and isinstance(sub, A.NounPhrase)
                and len(sub.terms) == 3
                and sub.terms[0] == A.Ref("this_card")
                and isinstance(sub.terms[1], A.Position)
                and sub.terms[1].id in _NEAR_SLOTS
                and sub.terms[2] == A.CardKind("character")
                and set(args) <= {A.Role.SUBJECT_NO, A.Role.OBJECT}
            ):
                # このカードの後ろの(前の / 隣の)キャラのいない枠: an empty slot so related to the
                # one this card is in (3.6.5, 3.6.4)
                return f"near_empty:{_NEAR_SLOTS[sub.terms[1].id]}", args.get(A.Role.OBJECT)  # type: ignore[return-value]
            zone = _slot_row(sub)
            if zone is not None:
                rest = set(args) - {A.Role.SUBJECT_NO, A.Role.TOPIC, A.Role.OBJECT}
                topic = args.get(A.Role.TOPIC)
                if rest or (topic is not None and not _is_you(topic)):
                    raise Unsupported("an empty slot with more arguments")
                obj = args.get(A.Role.OBJECT)
                return f"empty{whose}:{zone}", obj  # type: ignore[return-value]
        means = args.get(A.Role.MEANS)
        if (
            f"{c.verb}.{c.form.value}" == "exist.final"
            and set(args) == {A.Role.MEANS, A.Role.GOAL, A.Role.SUBJECT}
            and args[A.Role.GOAL] == A.NounPhrase((A.Position("facing"),))
            and args[A.Role.SUBJECT]
            == A.NounPhrase((A.Owner("opponent"), A.CardKind("character")), ("の",))
            and isinstance(means, A.NounPhrase)
        ):
            # 前列のキャラのいない枠で、正面に相手のキャラがいる枠: an empty slot (the first
            # description) with the opponent's character in the slot facing it (3.6.5)
            first, obj = _slot_goal(means)
            if first is None or not first.startswith("empty:"):
                raise Unsupported("a slot of this shape")
            return "empty_facing:" + first.split(":", 1)[1], obj
    raise Unsupported("a slot of this shape")


# 前列の中央 / 右 / 左: one slot of a row
_ROW_SLOTS = {
    ("center_stage", "center"): "center",
    ("center_stage", "left"): "stage.left_front",
    ("center_stage", "right"): "stage.right_front",
    ("back_stage", "left"): "stage.left_back",
    ("back_stage", "right"): "stage.right_back",
}


def _named_slot(t: tuple[Any, ...]) -> str | None:
    """「前列の中央の枠」 / 「前列中央の枠」 / 「中央の枠」 / 「後列の右の枠」 (the terms of a slot
    noun phrase): the one slot named by its row and side (3.6.4), as a zone id; else None. 中央
    alone is the front row's (the back row has no centre, 3.6.4)."""
    if t[-1:] != (A.Zone("slot"),):
        return None
    t = t[:-1]
    if len(t) == 1 and t[0] == A.Position("center"):
        return _ROW_SLOTS[("center_stage", "center")]
    if len(t) == 2 and isinstance(t[0], A.Zone) and isinstance(t[1], A.Position):
        return _ROW_SLOTS.get((t[0].id, t[1].id))
    return None


def _slot_row(sub: A.NounPhrase | A.Duration | None) -> str | None:
    """「前列の(中央の)キャラ」 in 「…キャラのいない枠」: the row (or the one slot of it) named."""
    if not isinstance(sub, A.NounPhrase) or sub.terms[-1:] != (A.CardKind("character"),):
        return None
    t = sub.terms[:-1]
    if not t:
        # 「キャラのいない枠」 with no row named: a slot of the stage (3.6.1)
        return "stage"
    if len(t) == 1 and isinstance(t[0], A.Zone) and t[0].id in _SLOT_ZONES:
        return _SLOT_ZONES[t[0].id]
    if len(t) == 2 and isinstance(t[0], A.Zone) and isinstance(t[1], A.Position):
        return _ROW_SLOTS.get((t[0].id, t[1].id))
    return None


def _per_traits(np: A.NounPhrase | A.Duration) -> Sel | None:
    """「このカードの持つ(異なる)特徴１つにつき」: the cards whose traits are counted (the subject
    of 持つ), else None: the traits of 2.5.1, each counted once."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) < 3:
        return None
    *rels, word, count = np.terms
    if word != A.Word("trait") or not isinstance(count, A.Count) or count.unit != "item":
        return None
    if count.number is None or count.number.value != 1 or count.bound != "exact":
        return None
    if not rels or not all(isinstance(r, A.Relative) for r in rels):
        return None
    have = rels[0].clause  # type: ignore[union-attr]
    if not isinstance(have, A.Action) or have.verb != "have" or len(have.args) != 1:
        return None
    if have.args[0].role is not A.Role.SUBJECT_NO:
        return None
    for r in rels[1:]:
        c = r.clause  # type: ignore[union-attr]
        if not isinstance(c, A.Action) or c.verb != "be_different" or c.args:
            return None
    return sel(have.args[0].value)


def _per_cards(np: A.NounPhrase | A.Duration) -> Sel:
    """それらのカードのクライマックス1枚につき: the count is multiplied by the number of the
    cards just dealt with that pass the filter. 「あなたのクロック2枚につき」 / 「相手の控え室の
    CX1枚につき」: of the cards a zone (or the stage) holds that pass it, counted when the step is
    done, in whole groups of the number printed (``Sel.every``). 「それらのカードの色1種類につき」:
    the colours those cards have between them (``colours``: each counted once)."""
    colours = _colours_of(np, per=True)
    if colours is not None:
        return ws_sel(colours, every=1, colours=True)
    per = sel(np)
    if per.count is None or per.count < 1 or per.bound != "exact":
        raise Unsupported("…につき of something other than a number of cards")
    if per.ref in ("chosen", *GROUP_REFS):
        # 「公開したカードのCX1枚につき」: of the cards a step of this effect revealed (put);
        # 「それらのカードのキャラ2枚につき」: in whole groups of the number printed, as of a zone
        return ws_sel(per, count=None, every=per.count)
    if per.ref is not None or ext(per, "unnamed_zone"):
        raise Unsupported("…1枚につき of something other than the cards just dealt with")
    zone = per.zone or ("stage" if per.kind in ("character", None) else None)
    if zone is None:
        raise Unsupported("…につき of cards in no zone named")
    return ws_sel(per, count=None, zone=zone, every=per.count)


def lead_of(st: A.Step) -> str | None:
    """The connector opening a step, as the shared layer reads it (さらに / その後: none;
    そうしたら: ``if_done``), refused unless the engine runs it (``vocab.LEADS``). 「Xなら、かわりに
    B」 opening a sentence is ``instead``, read by ``abilities._instead`` (8.2.1.3)."""
    if st.lead == "instead" and st.condition is not None and st.lead_inner is None:
        return "instead"
    lead: str | None = sh_steps._lead(st)
    if lead not in LEADS:
        raise Unsupported(f"the connector {st.lead_inner or st.lead}")
    return lead


MOVE_VERBS = ("put", "return", "add")


def _x_count(np: A.NounPhrase | A.Duration | None) -> str | None:
    """「Ｘ枚」 / 「Ｘ枚まで」 alone: its bound, else None."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 1:
        return None
    t = np.terms[0]
    if not isinstance(t, A.Count) or t.unit != "card" or t.number is None:
        return None
    return t.bound if t.number.value is None and t.number.variable == "X" else None


_THAT_NUMBER = A.NounPhrase((A.Ref("that"), A.Word("number_of_cards")), ("",))


def _same_number(b: A.Action) -> A.Action | None:
    """「自分の山札の上から同じ枚数を…置く」: the grammar reads 同じ as a clause that takes the
    argument before it (同じ(source: 自分の山札の上)); the action with that argument given back to
    it and the object 「Ｘ枚」, else None."""
    for a in b.args:
        v = a.value
        if not (
            isinstance(v, A.NounPhrase)
            and len(v.terms) in (2, 3)
            and isinstance(v.terms[0], A.Relative)
            and v.terms[1] == A.Word("number_of_cards")
            # 「同じ枚数のカードを引く」: the cards counted are cards, said
            and v.terms[2:] in ((), (A.CardKind("card"),))
            and v.links[1:] in ((), ("の",))
        ):
            continue
        c = v.terms[0].clause
        if not isinstance(c, A.Action) or c.verb != "same" or c.form is not A.Form.FINAL:
            continue
        if [(x.role, x.value) for x in c.args] == [(A.Role.WITH, _THAT_NUMBER)]:
            # 「…を2枚まで選び、山札の下に置き、その枚数と同じ枚数を引く」: 「その枚数」 is the number of
            # the cards the step before dealt with — what 「同じ枚数」 alone counts
            c = dataclasses.replace(c, args=())
        if len(c.args) > 1 or any(x.role in {y.role for y in b.args} for x in c.args):
            raise Unsupported("同じ枚数 of this shape")
        # 「同じ枚数まで選び」 (the limit role): up to that many (8.6.3.1.1), a count as any other
        limit = a.role is A.Role.LIMIT
        count = A.NounPhrase((A.Count(A.Number(None, "X"), "card", "up_to" if limit else "exact"),))
        role = A.Role.NONE if limit else a.role
        rest = tuple(y if y is not a else A.Arg(role, count) for y in b.args)
        return dataclasses.replace(b, args=(*c.args, *rest))
    return None


def _names_joined(b: A.Action) -> A.Action | None:
    """「他のあなたの、「A」と「B」すべてに、パワーを＋1000」 / 「…の、「A」と「B」のトリガーアイ
    コンに…を与える」: the cards named A and those named B are the targets — one goal naming either
    name (what is printed before the first name is both's). None for other steps."""
    if b.verb not in ("stat_change", "give"):
        return None
    withs = [a for a in b.args if a.role is A.Role.WITH]
    goal = next((a for a in b.args if a.role is A.Role.GOAL), None)
    if not withs or goal is None or not isinstance(goal.value, A.NounPhrase):
        return None
    nps = [a.value for a in withs]
    if not all(isinstance(np, A.NounPhrase) and isinstance(np.terms[-1], A.Name) for np in nps):
        return None
    if any(len(np.terms) != 1 for np in nps[1:]) or not isinstance(goal.value.terms[0], A.Name):
        return None
    head = nps[0]
    prefix, links = head.terms[:-1], tuple(x.rstrip("、") for x in head.links)
    names = [head.terms[-1], *(np.terms[0] for np in nps[1:]), goal.value.terms[0]]
    terms = (*prefix, *names, *goal.value.terms[1:])
    joined = (*links, *("か",) * (len(names) - 1), *goal.value.links)
    merged = A.Arg(A.Role.GOAL, A.NounPhrase(terms, joined))
    args = tuple(merged if a is goal else a for a in b.args if a.role is not A.Role.WITH)
    return dataclasses.replace(b, args=args)


def _two_places(b: A.Action) -> A.Action | None:
    """「手札に戻すかストック置場に置いてよい」: one move to either place, the master's pick (the
    same step as 「山札の上か控え室に置く」); 〜てよい after the second verb makes the whole choice
    optional. None for other steps."""
    if b.verb != "or" or b.form is not A.Form.NOMINAL or len(b.args) != 2:
        return None
    alts = []
    for a in b.args:
        rel = a.value.terms[0] if isinstance(a.value, A.NounPhrase) else None
        if not isinstance(rel, A.Relative) or len(a.value.terms) != 1:  # type: ignore[union-attr]
            return None
        alts.append(rel.clause)
    first, second = alts
    if (
        not isinstance(first, A.Action)
        or not isinstance(second, A.Action)
        or first.verb not in MOVE_VERBS
        or second.verb not in MOVE_VERBS
        or first.form is not A.Form.FINAL
        or second.form not in (A.Form.FINAL, A.Form.OPTIONAL)
        or first.modal
        or second.modal
        or {a.role for a in second.args} != {A.Role.GOAL}
        or {a.role for a in first.args} - {A.Role.GOAL, A.Role.OBJECT, A.Role.TOPIC}
        or [a.role for a in first.args].count(A.Role.GOAL) != 1
    ):
        return None
    g1, g2 = first.arg(A.Role.GOAL), second.arg(A.Role.GOAL)
    if not isinstance(g1, A.NounPhrase) or not isinstance(g2, A.NounPhrase):
        return None
    goal = A.NounPhrase(g1.terms + g2.terms, g1.links + ("か",) + g2.links)
    args = tuple(A.Arg(A.Role.GOAL, goal) if a.role is A.Role.GOAL else a for a in first.args)
    return A.Action("put", args, second.form)


def _is_next_action(np: A.NounPhrase | A.Duration | None) -> bool:
    """次の行動 / 次の効果: the action (effect) quoted in the next sentence — 「次の効果を行ってよい。
    『…』」 reads as 「次の行動を行ってよい。『…』」 (the quote is what is done, as in 「次の2つの効果のうち
    …1つを行う」)."""
    return np in (
        A.NounPhrase((A.Ref("next"), A.Word("action")), ("の",)),
        A.NounPhrase((A.Ref("next"), A.CardKind("effect")), ("の",)),
    )


def _rested() -> A.NounPhrase:
    """【レスト】 as the means of a put (【レスト】して置く)."""
    return A.NounPhrase((A.Word("rest_state"),))


_SIDE_ATTACKING = A.NounPhrase((A.Relative(A.Action("side_attack", (), A.Form.CONCESSIVE)),))
_THAT_PLAYER = A.NounPhrase((A.Ref("that"), A.Owner("player")), ("",))


# the kinds of ability a void (8.3.2) is read for by the runtime: an automatic ability made void
# does not bring about its effect when it triggers (``automatic.card_trigger``); an activated
# or continuous ability made void is refused (a continuous one would change the order effects
# apply in, 8.9.1, which the runtime does not read)
VOID_KINDS = ("auto",)


def void_op(v: Any, kind: str, cond: Cond | None) -> Op:
    """「<cards>の【自】の能力は無効になる」 (a continuous ability: while it is in force) /
    「…の【自】の能力を無効にする」 (an effect, for as long as its duration says; none written:
    as long as the card stays, 3.1.4): each card the holder names holds a ``void:<kind>`` ban
    (8.3.1, 8.3.2) that the runtime reads where the ability would work. ``v`` is the shared
    reading (``ruling.cardtext.void.Voided``)."""
    if v.valid:
        raise Unsupported("an ability made valid (8.3.3: void while its condition is not met)")
    if any(k not in VOID_KINDS for k in v.kinds):
        raise Unsupported(f"an ability of kind {'/'.join(v.kinds)} made void (8.3.2)")
    if v.made == (kind == "continuous"):
        raise Unsupported(
            "an ability made void by a state in a one-shot effect, or an act in a continuous one"
        )
    t = sel(v.holder)
    if t.ref is None and t.kind == "character" and t.zone is None:
        t = ws_sel(t, zone="stage")  # 「相手のキャラすべての」: those on the stage (2.3.2.1.2)
    if t.ref != "this" and not (
        t.kind == "character" and t.zone in ("stage", "front_row", "back_row")
    ):
        raise Unsupported("abilities made void of cards other than characters on the stage")
    if kind == "continuous" and t.ref != "this" and t.bound != "all":
        raise Unsupported(
            "abilities made void of some of the characters a continuous ability names"
        )
    until = _until(v.time, kind)
    op = ws_op("prohibit", target=t, stat=f"void:{'+'.join(v.kinds)}", until=until)
    return op if cond is None else with_op(op, cond=cond)
