; Inno Setup script for the Windows installer of briscola-qt.
; packaging/build.py compiles it after PyInstaller, passing the version (from
; pyproject.toml, and as four numbers for Windows), the one-folder app, the output folder,
; the repository and the project's address, and a signing command when it signs:
;   ISCC /DAppVersion=0.2.0rc1 /DVersionNumbers=0.2.0.3001 /DSourceDir=dist\briscola-qt
;        /DOutputDir=dist /DRepoRoot=. /DHomepage=https://... [/DSign /Sbriscola=...] briscola-qt.iss
; It installs per user without administrator rights by default (the one question before
; the wizard offers an all-users install to those who have them; the language follows
; Windows'), adds a Start-menu entry and an uninstaller, which asks whether to keep the
; player's saves, statistics and settings (kept unless the player says otherwise).
; packaging/windows/check_under_wine.py compiles, installs and uninstalls it under Wine.

#ifndef AppVersion
  #error AppVersion is not defined: run packaging/build.py
#endif
#ifndef VersionNumbers
  #error VersionNumbers is not defined: run packaging/build.py
#endif
#ifndef Homepage
  #error Homepage is not defined: run packaging/build.py
#endif
#ifndef SourceDir
  #error SourceDir is not defined: run packaging/build.py
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#ifndef RepoRoot
  #define RepoRoot "..\.."
#endif

[Setup]
; The AppId identifies the game for upgrades and the uninstaller: never change it.
AppId={{71AC426A-FCD9-4CBC-8FD6-F2B0F52A02F3}
AppName=Briscola
AppVersion={#AppVersion}
AppVerName=Briscola {#AppVersion}
AppPublisher=briscola-qt developers
AppPublisherURL={#Homepage}
AppSupportURL={#Homepage}/issues
AppUpdatesURL={#Homepage}/releases
AppCopyright=GPL-3.0-or-later
; {autopf} without Wine's gap: see DefaultAppDir below.
DefaultDirName={code:DefaultAppDir}\Briscola
DefaultGroupName=Briscola
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=briscola-qt-{#AppVersion}-setup
SetupIconFile={#RepoRoot}\assets\icons\briscola-qt.ico
UninstallDisplayIcon={app}\briscola-qt.exe
UninstallDisplayName=Briscola
; The GPL grants rights and asks nothing of a player: shown as information, not accepted.
InfoBeforeFile={#RepoRoot}\LICENSE
; One question at most before the wizard (for me or for everyone); the language is Windows'.
ShowLanguageDialog=no
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
VersionInfoVersion={#VersionNumbers}
VersionInfoProductName=Briscola
VersionInfoProductVersion={#VersionNumbers}
VersionInfoProductTextVersion={#AppVersion}
#ifdef Sign
; The setup and its uninstaller signed with the command build.py defines as "briscola".
SignTool=briscola
SignedUninstaller=yes
#endif
; The record file type (.briscola) is registered below: Explorer is told of the change.
ChangesAssociations=yes
VersionInfoDescription=Briscola setup
VersionInfoCompany=briscola-qt developers

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Briscola"; Filename: "{app}\briscola-qt.exe"
Name: "{autodesktop}\Briscola"; Filename: "{app}\briscola-qt.exe"; Tasks: desktopicon

[Registry]
; Game records (.briscola, JSON) open in the game, which replays and reviews the deal. HKA:
; the user's classes for a per-user install, the machine's for an all-users one.
Root: HKA; Subkey: "Software\Classes\.briscola"; ValueType: string; ValueName: ""; ValueData: "Briscola.Record"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.briscola"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-briscola-record"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Briscola.Record"; ValueType: string; ValueName: ""; ValueData: "Briscola game record"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Briscola.Record\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\briscola-qt.exe,0"
Root: HKA; Subkey: "Software\Classes\Briscola.Record\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\briscola-qt.exe"" ""%1"""

[Run]
Filename: "{app}\briscola-qt.exe"; Description: "{cm:LaunchProgram,Briscola}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; PyInstaller's bytecode caches are not written at run time; nothing else is left behind
; in {app}. Saves, statistics and settings stay unless the player asks (below).
Type: dirifempty; Name: "{app}"

[CustomMessages]
english.RemovePlayerData=Also remove your saved games, statistics and settings?%n%nChoose No to keep them for a later install of Briscola.
italian.RemovePlayerData=Rimuovere anche le partite salvate, le statistiche e le impostazioni?%n%nScegli No per conservarle per una prossima installazione di Briscola.

[Code]
// Where the game keeps the player's things (Qt's AppDataLocation, CacheLocation and the
// QSettings registry key of organisation "briscola-qt"): only the uninstalling user's.
const
  DataFolder = '{userappdata}\briscola-qt';
  CacheFolder = '{localappdata}\briscola-qt';
  SettingsKey = 'Software\briscola-qt';

// {autopf}: Program Files for everyone, the user's own programs folder otherwise. Wine
// before 9 has no such user folder (SHGetKnownFolderPath fails), so its default path is
// used there; on Windows the known folder's answer is kept.
function DefaultAppDir(Param: String): String;
begin
  if IsAdminInstallMode then
    Result := ExpandConstant('{commonpf}')
  else
    try
      Result := ExpandConstant('{userpf}');
    except
      Result := ExpandConstant('{localappdata}\Programs');
    end;
end;

procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
begin
  // A silent uninstall keeps everything, as the default answer does.
  if (CurUninstallStep = usPostUninstall) and not UninstallSilent then
    if SuppressibleMsgBox(CustomMessage('RemovePlayerData'), mbConfirmation,
        MB_YESNO or MB_DEFBUTTON2, IDNO) = IDYES then
    begin
      DelTree(ExpandConstant(DataFolder), True, True, True);
      DelTree(ExpandConstant(CacheFolder), True, True, True);
      RegDeleteKeyIncludingSubkeys(HKEY_CURRENT_USER, SettingsKey);
    end;
end;
