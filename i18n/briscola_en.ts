<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n deck(s) could not be used: see View &gt; Cards.</source>
        <translation>
            <numerusform>%n deck could not be used: see View &gt; Cards.</numerusform>
            <numerusform>%n decks could not be used: see View &gt; Cards.</numerusform>
        </translation>
    </message>
</context>
</TS>
