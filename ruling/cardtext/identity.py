"""An identity: 「このカードは「X」として扱う」 / 「このカードの名前は『X』としても扱う」 — the card's
name is X instead of its own, or X besides its own (the sentence shape 「…は…として(も)扱う」, a
continuous ability's; VG 2.1.2 / 11.11.1.6, VS 2.1.2: a card may have several names, WS 2.1.2).
Game-neutral: the reader says what the sentence says, each game's runtime reads the name where
its names are read (VG ``selectors.names_of``, VS ``cardtext.names_in_force``)."""

from __future__ import annotations

from dataclasses import dataclass

from grammar import ast as A

# the card the identity is about, with or without 「の名前」 (「このカードの名前は…」)
_THIS = ("this_card", "this_unit")


@dataclass(frozen=True)
class Treated:
    """``name``: X as printed (its quotes taken off); ``also``: 「としても扱う」 (X besides the
    card's own names) rather than 「として扱う」 (X in place of them); ``name_said``: the topic said
    「…の名前は」 (so a 『X』 quotes a name, not a work: VS 2.9.1); ``until``: a duration printed
    (「そのターン中、」), else None."""

    name: str
    also: bool
    name_said: bool
    until: A.Duration | None = None


def _quoted(t: A.Term) -> str | None:
    if isinstance(t, (A.Name, A.Work, A.Literal)):
        text = t.text
        while len(text) > 1 and text[0] in "「『“" and text[-1] in "」』”":
            text = text[1:-1]  # 『「…」』: the normaliser's nested quotes
        return text or None
    return None


def _final_args(b: A.Action) -> dict[A.Role, A.Arg] | None:
    """The arguments of a plain final clause (no modal, nothing chained after it) by role, or None
    when the clause is not one or a role stands twice."""
    if b.form is not A.Form.FINAL or b.modal or b.more:
        return None
    args: dict[A.Role, A.Arg] = {}
    for x in b.args:
        if x.role in args:
            return None
        args[x.role] = x
    return args


def _until(args: dict[A.Role, A.Arg]) -> tuple[bool, A.Duration | None]:
    """Takes the time argument out of ``args``: (False, None) when it is not a duration, else
    (True, the duration printed or None)."""
    time = args.pop(A.Role.TIME, None)
    if time is None:
        return True, None
    if not isinstance(time.value, A.Duration):
        return False, None
    return True, time.value


def _this_card(t: A.Term) -> bool:
    return isinstance(t, A.Ref) and t.id in _THIS


def treated_as(b: A.Action) -> Treated | None:
    """The identity 「このカード(の名前)は「X」として(も)扱う」 (also 「「X」と同名のカードとして(も)
    扱う」: a card with that name, VG 12.6.2), or None for any other clause — the topic must be this
    card (or its name), the predicate one name, nothing else but a duration."""
    if b.verb == "have":
        return _has_name(b)
    args = _final_args(b) if b.verb == "treat" else None
    if args is None:
        return None
    also = A.Role.ALSO in args
    said = args.pop(A.Role.ALSO if also else A.Role.NONE, None)
    topic = args.pop(A.Role.TOPIC, None)
    named = args.pop(A.Role.WITH, None)
    timed, until = _until(args)
    if args or said is None or topic is None or not timed:
        return None
    np = topic.value
    if not isinstance(np, A.NounPhrase) or not np.terms:
        return None
    name_said = len(np.terms) == 2 and np.terms[1] == A.Word("name") and np.links == ("の",)
    if not (_this_card(np.terms[0]) and (len(np.terms) == 1 or name_said)):
        return None
    pred = said.value
    if not isinstance(pred, A.NounPhrase):
        return None
    if named is not None:
        # 「「X」と同名のカードとして(も)扱う」: as 「「X」として(も)扱う」
        same = A.NounPhrase((A.Ref("same_name"), A.CardKind("card"), A.Word("as")), ("の", ""))
        nv = named.value
        if pred != same or not isinstance(nv, A.NounPhrase) or len(nv.terms) != 1:
            return None
        pred = A.NounPhrase((nv.terms[0], A.Word("as")), ("",))
    if len(pred.terms) != 2 or pred.terms[1] != A.Word("as") or pred.links != ("",):
        return None
    text = _quoted(pred.terms[0])
    if text is None:
        return None
    return Treated(text, also, name_said, until)


def _has_name(b: A.Action) -> Treated | None:
    """「このカードは、名前“X”も持つ」 / 「このカードは名前『X』も持つ」: the card has the name X besides
    its own (VS 2.1.2: a card may have several names, each its own, 2.1.2.1) — the same identity
    as 「このカードの名前は『X』としても扱う」 (``also``, ``name_said``). Only with も (「名前“X”を持つ」
    would not say whether the card keeps its own name); None for any other clause."""
    args = _final_args(b)
    if args is None:
        return None
    said = args.pop(A.Role.ALSO, None)
    topic = args.pop(A.Role.TOPIC, None)
    timed, until = _until(args)
    if args or said is None or topic is None or not timed:
        return None
    np, pred = topic.value, said.value
    if not (isinstance(np, A.NounPhrase) and len(np.terms) == 1 and _this_card(np.terms[0])):
        return None
    if (
        not isinstance(pred, A.NounPhrase)
        or len(pred.terms) != 2
        or pred.terms[0] != A.Word("name")
        or pred.links != ("",)
    ):
        return None
    text = _quoted(pred.terms[1])
    if text is None:
        return None
    return Treated(text, True, True, until)


@dataclass(frozen=True)
class TreatedThing:
    """「XはYものとして(も)扱う」 / 「XはYとして(も)扱う」 with Y a description, not one name: ``topic``
    (X as printed), ``description`` (the relative clause of 「Yもの」 — 「《妹》を持つもの」 gives the
    clause 「《妹》を持つ」 — or the noun phrase Y, as 「《妹》のカード」), ``also`` (「としても」), ``until``
    (a duration printed, else None). Each game reads what X is and what the description
    gives it; a shape it does not read it refuses."""

    topic: A.NounPhrase
    description: A.Action | A.NounPhrase
    also: bool
    until: A.Duration | None = None


def treated_as_thing(b: A.Action) -> TreatedThing | None:
    """The treat clause 「XはYものとして(も)扱う」 (the formal noun もの after a relative clause) or
    「XはYとして(も)扱う」 with Y a noun phrase other than one name (the identity ``treated_as``
    reads a name); None for any other clause."""
    args = _final_args(b) if b.verb == "treat" else None
    if args is None:
        return None
    also = A.Role.ALSO in args
    said = args.pop(A.Role.ALSO if also else A.Role.NONE, None)
    topic = args.pop(A.Role.TOPIC, None)
    timed, until = _until(args)
    if args or said is None or topic is None or not isinstance(topic.value, A.NounPhrase):
        return None
    if not timed:
        return None
    pred = said.value
    if not isinstance(pred, A.NounPhrase) or len(pred.terms) < 2 or pred.terms[-1] != A.Word("as"):
        return None
    body, links = pred.terms[:-1], pred.links[:-1]
    if pred.links[-1] != "":
        return None
    if (
        len(body) == 2
        and isinstance(body[0], A.Relative)
        and body[1] == A.Word("thing")
        and links == ("",)
    ):
        return TreatedThing(topic.value, body[0].clause, also, until)  # type: ignore[arg-type]
    if len(body) >= 2 and body[-1] == A.Word("thing") and A.Word("thing") not in body[:-1]:
        # 「《X》のものとして扱う」 (or a relative clause a game's reading folded into a noun)
        body, links = body[:-1], links[:-1]
        if links and links[-1] not in ("の", ""):
            return None
        links = links[:-1]
    if A.Word("thing") in body or (len(body) == 1 and _quoted(body[0]) is not None):
        return None
    return TreatedThing(topic.value, A.NounPhrase(body, links), also, until)  # type: ignore[arg-type]


@dataclass(frozen=True)
class TreatedKind:
    """「このカードは(X)カードとしても扱う」: the card is of kind X (a card kind id of the game's
    lexicon, 「イベントカード」 → ``event``) besides its printed one (``also``), or instead of it
    (「として扱う」). A card of two kinds is one the rules may name (CO 4.2.8 「仮にイベントであり
    キャラクターであったカード」); each game says where its kind is read."""

    kind: str
    also: bool
    until: A.Duration | None = None


def treated_as_kind(b: A.Action) -> TreatedKind | None:
    """The treat clause 「このカードは(X)カードとして(も)扱う」 with X one card kind (the noun
    「カード」 after it optional), or None for any other clause."""
    thing = treated_as_thing(b)
    if thing is None or not isinstance(thing.description, A.NounPhrase):
        return None
    topic = thing.topic
    if len(topic.terms) != 1 or not _this_card(topic.terms[0]):
        return None
    terms, links = thing.description.terms, thing.description.links
    if len(terms) == 2 and terms[1] == A.CardKind("card") and links == ("",):
        terms = terms[:1]
    if len(terms) != 1 or not isinstance(terms[0], A.CardKind) or terms[0].id == "card":
        return None
    return TreatedKind(terms[0].id, thing.also, thing.until)
