<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ClubDialog</name>
    <message numerus="yes">
        <source>%n table(s) open. Choose one to join, or open a new one.</source>
        <translation>
            <numerusform>%n table open. Choose one to join, or open a new one.</numerusform>
            <numerusform>%n tables open. Choose one to join, or open a new one.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClubWords</name>
    <message numerus="yes">
        <source>%n table(s) listed, but part of this server did not answer just now: some of its tables could not be listed, and the list may be incomplete. Choose one of these, or list the tables again in a moment.</source>
        <translation>
            <numerusform>%n table listed, but part of this server did not answer just now: some of its tables could not be listed, and the list may be incomplete. Choose it, or list the tables again in a moment.</numerusform>
            <numerusform>%n tables listed, but part of this server did not answer just now: some of its tables could not be listed, and the list may be incomplete. Choose one of these, or list the tables again in a moment.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n place(s) free</source>
        <translation>
            <numerusform>%n place free</numerusform>
            <numerusform>%n places free</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckNotices</name>
    <message numerus="yes">
        <source>%n deck(s) could not be used: see View &gt; Cards.</source>
        <translation>
            <numerusform>%n deck could not be used: see View &gt; Cards.</numerusform>
            <numerusform>%n decks could not be used: see View &gt; Cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message numerus="yes">
        <source>Delete %n deal(s) from your history?</source>
        <translation>
            <numerusform>Delete %n deal from your history?</numerusform>
            <numerusform>Delete %n deals from your history?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They are moved to the folder %1, not destroyed.</source>
        <translation>
            <numerusform>It is moved to the folder %1, not destroyed.</numerusform>
            <numerusform>They are moved to the folder %1, not destroyed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryKeeper</name>
    <message numerus="yes">
        <source>The statistics were made again from the %n deal(s) in your history.</source>
        <translation>
            <numerusform>The statistics were made again from the %n deal in your history.</numerusform>
            <numerusform>The statistics were made again from the %n deals in your history.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) in the history folder could not be read and are not counted.</source>
        <translation>
            <numerusform>%n record in the history folder could not be read and is not counted.</numerusform>
            <numerusform>%n records in the history folder could not be read and are not counted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message numerus="yes">
        <source>%n deal(s) kept</source>
        <translation>
            <numerusform>%n deal kept</numerusform>
            <numerusform>%n deals kept</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <source>%n place(s) free</source>
        <translation>
            <numerusform>%n place free</numerusform>
            <numerusform>%n places free</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message numerus="yes">
        <source>Waiting for %n friend(s) to sit down…</source>
        <translation>
            <numerusform>Waiting for %n friend to sit down…</numerusform>
            <numerusform>Waiting for %n friends to sit down…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeWords</name>
    <message numerus="yes">
        <source>%n position(s) to practise now</source>
        <translation>
            <numerusform>%n position to practise now</numerusform>
            <numerusform>%n positions to practise now</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <source>The last %n deal(s) (%1 of them practice, hatched): points (bars) and accuracy (line)</source>
        <translation>
            <numerusform>%n deal (%1 practice, hatched): points (bar) and accuracy (line)</numerusform>
            <numerusform>The last %n deals (%1 of them practice, hatched): points (bars) and accuracy (line)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last %n deal(s): points (bars) and accuracy (line)</source>
        <translation>
            <numerusform>%n deal: points (bar) and accuracy (line)</numerusform>
            <numerusform>The last %n deals: points (bars) and accuracy (line)</numerusform>
        </translation>
    </message>
</context>
</TS>
