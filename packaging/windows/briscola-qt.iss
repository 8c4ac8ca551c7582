; Inno Setup script for the Windows installer of briscola-qt.
; packaging/build.py compiles it after PyInstaller, passing the version (from
; pyproject.toml), the one-folder app, the output folder and the repository:
;   ISCC /DAppVersion=0.1.0 /DSourceDir=dist\briscola-qt /DOutputDir=dist /DRepoRoot=. briscola-qt.iss
; It installs per user without administrator rights by default (the setup offers an
; all-users install to those who have them), adds a Start-menu entry and an uninstaller.

#ifndef AppVersion
  #error AppVersion is not defined: run packaging/build.py
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
AppCopyright=GPL-3.0-or-later
DefaultDirName={autopf}\Briscola
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
LicenseFile={#RepoRoot}\LICENSE
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
VersionInfoVersion={#AppVersion}
VersionInfoProductName=Briscola
VersionInfoProductVersion={#AppVersion}
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

[Run]
Filename: "{app}\briscola-qt.exe"; Description: "{cm:LaunchProgram,Briscola}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; PyInstaller's bytecode caches are not written at run time; nothing else is left behind
; in {app}. Saved games and settings live in the user's application-data folder and stay.
Type: dirifempty; Name: "{app}"
